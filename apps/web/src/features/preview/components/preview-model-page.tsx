import { Card, Descriptions, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** /previewModel?id=&fullName=: function preview; shows the function and a frame for its preview. */
export function PreviewModelPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const name = params.get('fullName')?.trim() || id;
  return (
    <Card data-testid="preview-model">
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        {t('route.previewModel')}
        {name ? `: ${name}` : ''}
      </Typography.Title>
      {!id ? (
        <EmptyState description={t('params.missing', { name: 'id' })} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              {
                key: 'name',
                label: t('preview.name'),
                children: <span data-testid="preview-name">{name}</span>,
              },
              { key: 'id', label: t('preview.id'), children: <code>{id}</code> },
            ]}
          />
          <section
            aria-label={t('preview.frame', { name })}
            style={{ border: '1px dashed #d9d9d9', borderRadius: 8, minHeight: 320, marginTop: 16 }}
          >
            <EmptyState description={t('preview.coming')} />
          </section>
        </>
      )}
    </Card>
  );
}

export default PreviewModelPage;
