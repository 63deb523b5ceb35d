import { Card, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** /report?id= (open route): a data report shown on its own; report design comes later. */
export function ReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: 24 }} data-testid="report-page">
      <Card
        title={
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {t('route.report')}
          </Typography.Title>
        }
        extra={id ? <code data-testid="report-id">{id}</code> : null}
      >
        <EmptyState description={id ? t('report.coming') : t('params.missing', { name: 'id' })} />
      </Card>
    </main>
  );
}

export default ReportPage;
