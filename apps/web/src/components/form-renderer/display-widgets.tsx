import { isHttpUrl, isLinkHref, type FieldItem } from '@tessera/shared';
import { Alert, Button, Divider, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Barcode } from '@/components/barcode';
import { QrCode } from '@/components/qrcode';
import { useKey } from './form-store';
import { num, str } from './editor-types';
import { useRenderer } from './renderer-context';

const textStyle = (style: unknown): CSSProperties => {
  if (typeof style !== 'object' || style === null) return {};
  const s = style as Record<string, unknown>;
  const px = (v: unknown) => (typeof v === 'number' ? `${v}px` : str(v));
  return {
    color: str(s.color),
    textAlign: str(s['text-align']) as CSSProperties['textAlign'],
    fontWeight: str(s['font-weight']) as CSSProperties['fontWeight'],
    fontStyle: str(s['font-style']),
    textDecoration: str(s['text-decoration']),
    lineHeight: px(s['line-height']),
    fontSize: px(s['font-size']),
  };
};

/** qrcode and barcode: a static text or another field's value. */
function CodeWidget({ field }: { field: FieldItem }) {
  const { values } = useRenderer();
  const related = useKey(values, field.dataType === 'relation' ? String(field.relationField ?? '') : '');
  const text =
    field.dataType === 'relation' ? (related == null ? '' : String(related)) : str(field.staticText);
  if (field.__config__.jnpfKey === 'qrcode')
    return (
      <QrCode
        value={text}
        size={num(field.width) ?? 100}
        color={str(field.colorDark)}
        background={str(field.colorLight)}
      />
    );
  return (
    <Barcode
      value={text}
      width={num(field.width)}
      height={num(field.height)}
      lineColor={str(field.lineColor)}
      background={str(field.background)}
    />
  );
}

/** iframe: only http(s) addresses, in a sandbox without scripts reaching this page. */
function IframeWidget({ field }: { field: FieldItem }) {
  const { t } = useTranslation();
  const href = str(field.href);
  if (!href || !isHttpUrl(href))
    return <Typography.Text type="secondary">{t('formRenderer.noAddress')}</Typography.Text>;
  return (
    <iframe
      src={href}
      title={str(field.__config__.label) ?? href}
      sandbox="allow-scripts allow-forms allow-popups"
      referrerPolicy="no-referrer"
      style={{
        width: '100%',
        height: num(field.height) ?? 300,
        border: `${num(field.borderWidth) ?? 1}px ${str(field.borderType) ?? 'solid'} ${str(field.borderColor) ?? '#E2E0E0'}`,
      }}
    />
  );
}

/** Widgets without a value: texts, links, alerts, buttons, codes, frames, titles and dividers. */
export function DisplayWidget({ field }: { field: FieldItem }) {
  const { t } = useTranslation();
  const { script } = useRenderer();
  switch (field.__config__.jnpfKey) {
    case 'text':
      return (
        <div style={textStyle(field.textStyle)}>{str(field.content) ?? t('formRenderer.defaultText')}</div>
      );
    case 'link': {
      const href = str(field.href);
      const safe = href && isLinkHref(href) ? href : undefined;
      return (
        <Typography.Link
          href={safe}
          target={field.target === '_blank' ? '_blank' : undefined}
          rel="noopener noreferrer"
          style={textStyle(field.textStyle)}
          onClick={() => script(field, 'click', null)}
        >
          {str(field.content) ?? t('formRenderer.defaultLink')}
        </Typography.Link>
      );
    }
    case 'alert':
      return (
        <Alert
          type={(['success', 'info', 'warning', 'error'] as const).find((x) => x === field.type) ?? 'success'}
          message={str(field.title) ?? t('formRenderer.defaultAlert')}
          description={str(field.description)}
          showIcon={field.showIcon === true}
          closable={field.closable !== false}
        />
      );
    case 'button':
      return (
        <div style={{ textAlign: (str(field.align) ?? 'left') as CSSProperties['textAlign'] }}>
          <Button
            type={field.type === 'primary' ? 'primary' : 'default'}
            danger={field.type === 'danger'}
            onClick={() => script(field, 'click', null)}
          >
            {str(field.buttonText) ?? t('formRenderer.defaultButton')}
          </Button>
        </div>
      );
    case 'qrcode':
    case 'barcode':
      return <CodeWidget field={field} />;
    case 'iframe':
      return <IframeWidget field={field} />;
    case 'groupTitle':
      return (
        <Divider
          titlePlacement={
            field.contentPosition === 'center'
              ? 'center'
              : field.contentPosition === 'right'
                ? 'right'
                : 'left'
          }
          className="fr-group-title"
        >
          {str(field.content) ?? t('formRenderer.defaultGroupTitle')}
        </Divider>
      );
    case 'divider':
      return (
        <Divider
          titlePlacement={
            field.contentPosition === 'left' ? 'left' : field.contentPosition === 'right' ? 'right' : 'center'
          }
        >
          {str(field.content)}
        </Divider>
      );
    default:
      return null;
  }
}

/** Keys rendered by {@link DisplayWidget}. */
export const DISPLAY_KEYS = new Set([
  'text', 'link', 'alert', 'button', 'qrcode', 'barcode', 'iframe', 'groupTitle', 'divider',
]); // prettier-ignore
