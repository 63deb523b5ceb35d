import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeText } from './text-decode';

/** Characters shown at most; a larger log shows its beginning. */
export const MAX_TEXT_CHARS = 2_000_000;

/** A plain-text file, shown as text (never as HTML). */
export default function TextView({ bytes }: { bytes: Uint8Array }) {
  const { t } = useTranslation();
  const text = useMemo(() => decodeText(bytes), [bytes]);
  const shown = text.length > MAX_TEXT_CHARS ? text.slice(0, MAX_TEXT_CHARS) : text;
  return (
    <>
      {shown !== text && (
        <div className="file-preview-note">
          {t('filePreview.textTruncated', { n: MAX_TEXT_CHARS.toLocaleString() })}
        </div>
      )}
      <pre className="file-preview-text">{shown}</pre>
    </>
  );
}
