import { Card, Descriptions, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';

/** /emailDetail?id=: a mail view; no mail data exists yet, so header fields stay empty. */
export function EmailDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <Card data-testid="email-detail">
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        {t('emailDetail.noSubject')}
      </Typography.Title>
      {!id ? (
        <EmptyState description={t('params.missing', { name: 'id' })} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'from', label: t('emailDetail.from'), children: '—' },
              { key: 'to', label: t('emailDetail.to'), children: '—' },
              { key: 'time', label: t('emailDetail.time'), children: '—' },
            ]}
          />
          <EmptyState />
        </>
      )}
    </Card>
  );
}

export default EmailDetailPage;
