import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSqlStatus } from '../api/data-interface-queries';

/**
 * Says why SQL data interfaces are refused on this server (no safe read-only database role),
 * from the server's SqlStatus answer; renders nothing while they can run.
 */
export function SqlStatusAlert({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { data } = useSqlStatus();
  if (!data || data.available) return null;
  const reason = data.reason ?? 'error';
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      message={t('dataInterfaceSql.off')}
      description={
        compact ? undefined : (
          <>
            {t(`dataInterfaceSql.reason.${reason}`)}
            {data.detail ? ` (${data.detail})` : ''}
          </>
        )
      }
      data-testid="di-sql-status"
    />
  );
}
