import { Typography } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_DEFAULTS, type QrLevel } from './qr-payload';

/** Props of {@link QrCode}. */
export interface QrCodeProps {
  /** The text to encode (see `qrPayload` for the dynamic record payload). */
  value: string | null | undefined;
  /** Side in px (default 40; the detail viewer uses 265). */
  size?: number;
  /** Error correction level (default L; the detail viewer uses H). */
  level?: QrLevel;
  /** Dark module colour (default black). */
  color?: string;
  /** Light module colour (default white). */
  background?: string;
  'data-testid'?: string;
}

/** A QR code widget (spec 02 sections 2 and 9), drawn as an image; nothing to encode shows a hint. */
export function QrCode(props: QrCodeProps) {
  const { value, size = QR_DEFAULTS.size, level = QR_DEFAULTS.level } = props;
  const { color = '#000000', background = '#ffffff' } = props;
  const { t } = useTranslation();
  const [image, setImage] = useState<{ src: string; for: string }>();
  const [failed, setFailed] = useState(false);
  const key = `${value ?? ''}|${size}|${level}|${color}|${background}`;

  useEffect(() => {
    if (!value) return;
    let live = true;
    QRCode.toDataURL(value, {
      errorCorrectionLevel: level,
      width: size,
      margin: 1,
      color: { dark: color, light: background },
    }).then(
      (src) => {
        if (!live) return;
        setImage({ src, for: key });
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [value, size, level, color, background, key]);

  if (!value || failed)
    return (
      <Typography.Text type="secondary" data-testid={props['data-testid']}>
        {t(value ? 'qrcode.invalid' : 'qrcode.empty')}
      </Typography.Text>
    );
  return (
    <img
      src={image?.for === key ? image.src : undefined}
      width={size}
      height={size}
      alt={t('qrcode.label')}
      data-testid={props['data-testid']}
      data-level={level}
      style={{ display: 'block', imageRendering: 'pixelated' }}
    />
  );
}
