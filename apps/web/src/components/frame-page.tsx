import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** Only web addresses may be framed (never `javascript:` or `data:`). */
export function isFrameable(src: string | undefined): src is string {
  return typeof src === 'string' && /^https?:\/\//i.test(src);
}

/** Shows an external address in a frame filling the content area. */
export function FramePage({ src, title }: { src: string | undefined; title: string }) {
  const { t } = useTranslation();
  if (!isFrameable(src)) return <Empty description={t('externalLink.empty')} style={{ marginTop: 80 }} />;
  return (
    <iframe
      src={src}
      title={title}
      data-testid="external-frame"
      style={{
        border: 0,
        width: '100%',
        height: 'calc(100vh - 112px)',
        display: 'block',
        background: '#fff',
      }}
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
