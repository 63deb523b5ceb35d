import { Alert, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { reloadPage, useNewVersion } from '@/lib/new-version';

/** In place of a page that could not load: a newer version is on the server, reload to use it. */
export function NewVersionNotice() {
  const { t } = useTranslation();
  return (
    <Result
      status="info"
      title={t('version.title')}
      subTitle={t('version.detail')}
      data-testid="new-version"
      extra={
        <Button type="primary" onClick={reloadPage} data-testid="new-version-reload">
          {t('version.reload')}
        </Button>
      }
    />
  );
}

/** A banner over every page once a newer version was noticed anywhere in the tab. */
export function NewVersionBanner() {
  const { t } = useTranslation();
  if (!useNewVersion()) return null;
  return (
    <Alert
      banner
      type="info"
      role="alert"
      message={t('version.title')}
      description={t('version.detail')}
      data-testid="new-version-banner"
      style={{ position: 'fixed', insetInline: 0, top: 0, zIndex: 2000 }}
      action={
        <Button size="small" type="primary" onClick={reloadPage}>
          {t('version.reload')}
        </Button>
      }
    />
  );
}
