import { Badge, Button, Card, Space, Table, Typography } from 'antd';
import { formatDate, type MessageItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { feedback } from '@/lib/feedback';
import { messagesApi, type InboxFilter } from '../api/messages-api';
import { useInboxChanged, useInboxTable } from '../hooks/use-inbox';
import { useOpenMessage } from '../hooks/use-open-message';
import { InboxFilters } from './inbox-filters';
import { MessageDetailDialog } from './message-detail-dialog';
import { MessageTypeTag } from './message-row';
import './messages.css';
import { PAGE_SIZES } from '@/components/admin-table';

/** Page sizes of the record table. */

/** /messageRecord: every message of the user, filtered, paged, opened and deleted. */
export default function MessageRecordPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<InboxFilter>({ keyword: '', type: '', isRead: '' });
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const [selected, setSelected] = useState<string[]>([]);
  const { data, isFetching } = useInboxTable({ ...filter, ...page });
  const inboxChanged = useInboxChanged();
  const { open, detail, closeDetail } = useOpenMessage();

  const handleFilter = (next: InboxFilter) => {
    setFilter(next);
    setPage((p) => ({ ...p, currentPage: 1 }));
    setSelected([]);
  };

  const handleDelete = async () => {
    if (!selected.length || !(await confirmDelete())) return;
    const msg = await messagesApi.deleteRecords(selected).catch(() => undefined);
    if (msg === undefined) return;
    feedback.success(msg || t('messages.record.deleted'));
    setSelected([]);
    await inboxChanged();
  };

  return (
    <Card data-testid="message-record">
      <Typography.Title level={1} className="message-record-title">
        {t('route.messageRecord')}
      </Typography.Title>
      <div className="message-record-toolbar">
        <InboxFilters value={filter} onChange={handleFilter} />
        <Space>
          <Button
            danger
            disabled={!selected.length}
            onClick={() => void handleDelete()}
            data-testid="record-delete"
          >
            {t('messages.record.delete')}
            {selected.length > 0 && ` (${selected.length})`}
          </Button>
        </Space>
      </div>
      <Table<MessageItem>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <EmptyState /> }}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: (keys) => setSelected(keys.map(String)),
        }}
        pagination={{
          current: page.currentPage,
          pageSize: page.pageSize,
          total: data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('messages.record.total', { total }),
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
        columns={[
          {
            title: t('messages.field.title'),
            dataIndex: 'title',
            render: (title: string, item) => (
              <button type="button" className="message-record-link" onClick={() => void open(item)}>
                {title}
              </button>
            ),
          },
          {
            title: t('messages.field.type'),
            dataIndex: 'type',
            render: (type: number) => <MessageTypeTag type={type} />,
          },
          { title: t('messages.field.releaseUser'), dataIndex: 'releaseUser' },
          {
            title: t('messages.field.releaseTime'),
            dataIndex: 'releaseTime',
            render: (v: number) => formatDate(v),
          },
          {
            title: t('messages.field.state'),
            dataIndex: 'isRead',
            render: (v: '0' | '1') => (
              <Badge
                status={v === '0' ? 'processing' : 'default'}
                text={t(v === '0' ? 'messages.unread' : 'messages.read')}
              />
            ),
          },
        ]}
      />
      <MessageDetailDialog message={detail} onClose={closeDetail} />
    </Card>
  );
}
