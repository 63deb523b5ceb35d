import { Badge, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeAgo } from '@tessera/shared';
import { EmptyState } from '@/components/empty-state';
import { currentLanguage } from '@/lib/i18n';

/** One unread message or notice shown on the dashboard. */
export interface InboxItem {
  id: string;
  title: string;
  /** Epoch milliseconds of sending. */
  time: number;
}

/** Props of {@link InboxCard}; the message centre plugs its data in through `items` and `unread`. */
export interface InboxCardProps {
  title: string;
  items?: readonly InboxItem[];
  unread?: number;
  loading?: boolean;
  onOpen?: (item: InboxItem) => void;
  testId: string;
}

/** A card listing unread messages or notices, or the 'No Data' empty state. */
export function InboxCard({ title, items = [], unread = 0, loading, onOpen, testId }: InboxCardProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <Card
      data-testid={testId}
      title={
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title} <Badge count={unread} overflowCount={99} />
        </Typography.Title>
      }
      loading={loading}
      style={{ height: '100%' }}
    >
      {items.length === 0 ? (
        <EmptyState compact description={t('empty.noData')} />
      ) : (
        <List
          size="small"
          dataSource={items as InboxItem[]}
          renderItem={(item) => (
            <List.Item
              onClick={() => onOpen?.(item)}
              extra={<Typography.Text type="secondary">{timeAgo(item.time, lang)}</Typography.Text>}
            >
              <Typography.Text ellipsis>{item.title}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
