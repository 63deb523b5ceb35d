import { Badge, Button } from 'antd';
import type { MessageItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, confirmDeleteNamed, listColumn, useAdminList } from '@/components/admin-list-page';
import { feedback } from '@/lib/feedback';
import { messagesApi, type InboxFilter, type InboxQuery } from '../api/messages-api';
import { messageKeys, messageQueries } from '../api/messages-queries';
import { useInboxChanged } from '../hooks/use-inbox';
import { useOpenMessage } from '../hooks/use-open-message';
import { InboxFilters } from './inbox-filters';
import { MessageDetailDialog } from './message-detail-dialog';
import { MessageTypeTag } from './message-row';
import './messages.css';

const FIRST: InboxQuery = { keyword: '', type: '', isRead: '', currentPage: 1, pageSize: 20 };

/** /messageRecord: every message of the user, filtered, paged, opened and deleted. */
export default function MessageRecordPage() {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<string[]>([]);
  const list = useAdminList({
    first: FIRST,
    list: messageQueries.inboxTable,
    invalidate: messageKeys.inbox(),
  });
  const inboxChanged = useInboxChanged();
  const { open, detail, closeDetail } = useOpenMessage();
  const filter: InboxFilter = {
    keyword: list.query.keyword,
    type: list.query.type,
    isRead: list.query.isRead,
  };

  const handleFilter = (next: InboxFilter) => {
    list.filter(next);
    setSelected([]);
  };

  const handleDelete = async () => {
    if (!selected.length) return;
    const titles = selected.map((id) => list.rows.find((r) => r.id === id)?.title ?? '');
    if (!(await confirmDeleteNamed(titles))) return;
    const msg = await messagesApi.deleteRecords(selected).catch(() => undefined);
    if (msg === undefined) return;
    feedback.success(msg || t('messages.record.deleted'));
    setSelected([]);
    await inboxChanged();
  };

  return (
    <AdminListPage<MessageItem>
      title={t('route.messageRecord')}
      testId="message-record"
      list={list}
      search={false}
      filters={<InboxFilters value={filter} onChange={handleFilter} />}
      actions={
        <Button
          danger
          disabled={!selected.length}
          onClick={() => void handleDelete()}
          data-testid="record-delete"
        >
          {t('messages.record.delete')}
          {selected.length > 0 && ` (${selected.length})`}
        </Button>
      }
      table={{
        rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) },
      }}
      columns={[
        {
          title: t('messages.field.title'),
          dataIndex: 'title',
          width: 240,
          render: (title: string, item) => (
            <button type="button" className="message-record-link" onClick={() => void open(item)}>
              {title}
            </button>
          ),
        },
        {
          title: t('messages.field.type'),
          dataIndex: 'type',
          width: 110,
          render: (type: number) => <MessageTypeTag type={type} />,
        },
        { title: t('messages.field.releaseUser'), dataIndex: 'releaseUser', width: 120 },
        listColumn.date<MessageItem>(t('messages.field.releaseTime'), 'releaseTime'),
        {
          title: t('messages.field.state'),
          dataIndex: 'isRead',
          width: 100,
          render: (v: '0' | '1') => (
            <Badge
              status={v === '0' ? 'processing' : 'default'}
              text={t(v === '0' ? 'messages.unread' : 'messages.read')}
            />
          ),
        },
      ]}
    >
      <MessageDetailDialog message={detail} onClose={closeDetail} />
    </AdminListPage>
  );
}
