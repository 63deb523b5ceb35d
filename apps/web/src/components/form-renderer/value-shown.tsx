import type { FieldItem } from '@tessera/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readLocation, safeImageSrc, sanitizeRichText } from './value-display';

/**
 * The value of a signature, handwritten sign, location or rich-text field as it reads in a detail
 * or disabled form: the image, the address with its coordinates, the sanitized HTML.
 */
export function ShownValue({ field, value }: { field: FieldItem; value: unknown }) {
  const { t } = useTranslation();
  const key = field.__config__.jnpfKey;
  const label = typeof field.__config__.label === 'string' ? field.__config__.label : '';
  const none = (
    <Typography.Text type="secondary" className="fr-shown">
      {t('formRenderer.noValue')}
    </Typography.Text>
  );
  if (key === 'sign' || key === 'signature') {
    const src = safeImageSrc(value);
    return src ? <img src={src} alt={label} className="fr-sign fr-shown" /> : none;
  }
  if (key === 'location') {
    const place = readLocation(value);
    if (!place) return none;
    return (
      <div className="fr-shown fr-location">
        {place.address ? <div>{place.address}</div> : null}
        {place.lng !== undefined && place.lat !== undefined ? (
          <Typography.Text type="secondary">
            {t('formRenderer.coordinates', { longitude: place.lng, latitude: place.lat })}
          </Typography.Text>
        ) : null}
      </div>
    );
  }
  if (key === 'editor') {
    const html = typeof value === 'string' ? sanitizeRichText(value) : '';
    if (!html.trim()) return none;
    // sanitized above: no scripts, handlers, styles or frames remain
    return <div className="fr-shown fr-rich" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return typeof value === 'string' && value ? <span className="fr-shown">{value}</span> : none;
}
