import type { FieldItem } from '@tessera/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { keyOf } from './design-tree';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * A light stand-in of a widget on the canvas (the real renderer draws the preview): a box shaped
 * like the control with its placeholder or content, cheap enough for hundreds of widgets.
 */
export const WidgetPreview = memo(function WidgetPreview({ field }: { field: FieldItem }) {
  const { t } = useTranslation();
  const key = keyOf(field);
  const placeholder = text(field.placeholder);
  switch (key) {
    case 'text':
    case 'groupTitle':
      return <div className="vd-preview-text">{text(field.content)}</div>;
    case 'divider':
      return <div className="vd-preview-divider">{text(field.content)}</div>;
    case 'link':
      return <span className="vd-preview-link">{text(field.content)}</span>;
    case 'button':
      return <span className="vd-preview-button">{text(field.buttonText)}</span>;
    case 'alert':
      return <div className="vd-preview-alert">{text(field.title)}</div>;
    case 'textarea':
    case 'editor':
      return <div className="vd-preview-box vd-preview-tall">{placeholder}</div>;
    case 'switch':
      return <span className="vd-preview-switch" aria-hidden />;
    case 'radio':
    case 'checkbox': {
      const options = Array.isArray(field.options) ? (field.options as { fullName?: string }[]) : [];
      return (
        <div className="vd-preview-options">
          {options.slice(0, 6).map((o, i) => (
            <span key={i}>
              <span className={key === 'radio' ? 'vd-dot' : 'vd-square'} aria-hidden /> {o.fullName ?? ''}
            </span>
          ))}
        </div>
      );
    }
    case 'uploadFile':
    case 'uploadImg':
      return (
        <span className="vd-preview-button">
          {text(field.buttonText) || t('formModel.text.uploadButton')}
        </span>
      );
    case 'rate':
      return <span className="vd-preview-rate">★★★★★</span>;
    case 'slider':
      return <div className="vd-preview-slider" aria-hidden />;
    case 'iframe':
    case 'qrcode':
    case 'barcode':
    case 'sign':
    case 'signature':
      return <div className="vd-preview-box vd-preview-tall" />;
    default:
      return <div className="vd-preview-box">{placeholder}</div>;
  }
});
