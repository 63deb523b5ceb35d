import { Typography } from 'antd';
import JsBarcode from 'jsbarcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BARCODE_DEFAULTS, barcodeProblem, type BarcodeFormat } from './barcode-rules';

/** Props of {@link Barcode}. */
export interface BarcodeProps {
  /** The text to encode; only letters and digits are drawn. */
  value: string | null | undefined;
  /** Symbology, CODE128 by default. */
  format?: BarcodeFormat;
  /** Width of one bar in px (default 4). */
  width?: number;
  /** Bar height in px (default 40). */
  height?: number;
  /** Prints the value under the bars (default true). */
  displayValue?: boolean;
  /** Bar colour (default black). */
  lineColor?: string;
  /** Background (default white). */
  background?: string;
  'data-testid'?: string;
}

/** A barcode widget (spec 02 sections 2 and 9); a value it cannot draw shows a hint instead. */
export function Barcode(props: BarcodeProps) {
  const { value, format = BARCODE_DEFAULTS.format, width = BARCODE_DEFAULTS.width } = props;
  const { height = BARCODE_DEFAULTS.height, displayValue = true } = props;
  const { lineColor = '#000000', background = '#ffffff' } = props;
  const { t } = useTranslation();
  const svg = useRef<SVGSVGElement>(null);
  const problem = barcodeProblem(value, format);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (problem || !svg.current || !value) return;
    let valid = true;
    try {
      JsBarcode(svg.current, value, {
        format,
        width,
        height,
        displayValue,
        lineColor,
        background,
        margin: 4,
        fontSize: 14,
        valid: (ok) => {
          valid = ok;
        },
      });
    } catch {
      valid = false;
    }
    setFailed(!valid);
  }, [problem, value, format, width, height, displayValue, lineColor, background]);

  if (problem || failed)
    return (
      <Typography.Text type="secondary" className="barcode-hint" data-testid={props['data-testid']}>
        {t(
          problem === 'empty'
            ? 'barcode.empty'
            : format === 'EAN13'
              ? 'barcode.invalidEan13'
              : 'barcode.invalid',
        )}
      </Typography.Text>
    );
  return (
    <svg
      ref={svg}
      role="img"
      aria-label={t('barcode.label', { value })}
      data-testid={props['data-testid']}
      data-value={value ?? ''}
      style={{ maxWidth: '100%', height: 'auto' }}
    />
  );
}
