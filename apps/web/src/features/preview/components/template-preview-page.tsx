import { Button, Card, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** /TemplatePreview?id= (open route): the print preview of a template; no template data yet. */
export function TemplatePreviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <main style={{ maxWidth: 900, margin: '0 auto', padding: 24 }} data-testid="template-preview">
      <Card
        title={
          <Typography.Title level={1} style={{ fontSize: 18, margin: 0 }}>
            {t('route.TemplatePreview')}
          </Typography.Title>
        }
        extra={
          <Button disabled onClick={() => window.print()}>
            {t('templatePreview.print')}
          </Button>
        }
      >
        <EmptyState description={id ? undefined : t('params.missing', { name: 'id' })} />
      </Card>
    </main>
  );
}

export default TemplatePreviewPage;
