import { Button, Card, Grid, Input, Select, Space, Table, Tag, Typography } from 'antd';
import {
  formatDate,
  type MessageSendType,
  type MessageSource,
  type MessageTemplateItem,
} from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { Auth } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { messageTemplateApi, type TemplateQuery } from '../api/message-template-api';
import {
  useInvalidateMessageTemplates,
  useMessageTemplates,
  useTypeList,
} from '../api/message-template-queries';
import { MessageTemplateForm } from './message-template-form';
import '@/components/admin-table/admin-table.css';
import './message-template.css';

const FIRST: TemplateQuery = { currentPage: 1, pageSize: 20 };

/** msgCenter/msgTemplate: message templates; add, edit, copy, delete, with a live preview. */
export default function MessageTemplatePage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const [query, setQuery] = useState<TemplateQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ row?: MessageTemplateItem }>();
  const channels = useTypeList('1');
  const sources = useTypeList('2');
  const label = (list: typeof channels, code: string) =>
    list?.find((i) => i.enCode === code)?.fullName ?? code;
  const { data, isFetching } = useMessageTemplates(query);
  const reload = useInvalidateMessageTemplates();
  const act = async (call: () => Promise<unknown>, done: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(done);
    await reload();
  };
  const handleDelete = async (row: MessageTemplateItem) => {
    if (!(await confirmDelete())) return;
    await act(() => messageTemplateApi.remove(row.id), t('msgTemplate.deleted'));
  };

  return (
    <Card className="admin-page" data-testid="msg-template-page">
      <Typography.Title level={1} className="admin-title">
        {t('msgTemplate.title')}
      </Typography.Title>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          aria-label={t('msgTemplate.keyword')}
          placeholder={t('msgTemplate.keyword')}
          enterButton={t('users.search')}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
          style={{ width: 300, maxWidth: '100%' }}
          data-testid="msg-template-keyword"
        />
        <Select
          allowClear
          value={query.messageType}
          placeholder={t('msgTemplate.allTypes')}
          aria-label={t('msgTemplate.field.messageType')}
          options={(channels ?? []).map((c) => ({ value: c.enCode, label: c.fullName }))}
          onChange={(messageType?: MessageSendType) =>
            setQuery((q) => ({ ...q, messageType, currentPage: 1 }))
          }
          style={{ width: 160 }}
        />
        <Select
          allowClear
          value={query.messageSource}
          placeholder={t('msgTemplate.allSources')}
          aria-label={t('msgTemplate.field.messageSource')}
          options={(sources ?? []).map((c) => ({ value: c.enCode, label: c.fullName }))}
          onChange={(messageSource?: MessageSource) =>
            setQuery((q) => ({ ...q, messageSource, currentPage: 1 }))
          }
          style={{ width: 160 }}
        />
        <Button
          onClick={() => {
            setKeyword('');
            setQuery((q) => ({ ...FIRST, pageSize: q.pageSize }));
          }}
        >
          {t('users.reset')}
        </Button>
        <div className="admin-toolbar-end">
          <Button onClick={() => void reload()}>{t('users.refresh')}</Button>
          <Auth code="btn_add">
            <Button type="primary" onClick={() => setEditing({})} data-testid="msg-template-add">
              {t('msgTemplate.add')}
            </Button>
          </Auth>
        </div>
      </div>
      <Table<MessageTemplateItem>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 1000 }}
        locale={{ emptyText: <EmptyState /> }}
        {...pagedTableProps<MessageTemplateItem, TemplateQuery>(
          query,
          setQuery,
          data?.pagination.total ?? 0,
          t,
        )}
        columns={[
          { title: t('msgTemplate.field.fullName'), dataIndex: 'fullName', ellipsis: true, width: 160 },
          { title: t('msgTemplate.field.enCode'), dataIndex: 'enCode', ellipsis: true, width: 150 },
          {
            title: t('msgTemplate.field.messageSource'),
            dataIndex: 'messageSource',
            width: 100,
            render: (v: string) => label(sources, v),
          },
          {
            title: t('msgTemplate.field.messageType'),
            dataIndex: 'messageType',
            width: 120,
            render: (v: string) => label(channels, v),
          },
          { title: t('msgTemplate.field.title'), dataIndex: 'title', ellipsis: true, width: 180 },
          {
            title: t('msgTemplate.field.enabledMark'),
            dataIndex: 'enabledMark',
            width: 80,
            render: (v: number) => (
              <Tag color={v === 1 ? 'green' : undefined}>
                {t(v === 1 ? 'msgTemplate.state.on' : 'msgTemplate.state.off')}
              </Tag>
            ),
          },
          {
            title: t('msgTemplate.field.lastModifyTime'),
            dataIndex: 'lastModifyTime',
            width: 170,
            render: (v: number | null, row) => formatDate(v ?? row.creatorTime),
          },
          {
            title: t('users.actions'),
            key: 'actions',
            width: 170,
            fixed: screens.md ? 'right' : undefined,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Auth code="btn_edit">
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setEditing({ row })}
                    data-testid={`tpl-edit-${row.enCode}`}
                  >
                    {t('users.edit')}
                  </Button>
                </Auth>
                <Auth code="btn_add">
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void act(() => messageTemplateApi.copy(row.id), t('msgTemplate.copied'))}
                  >
                    {t('msgTemplate.copy')}
                  </Button>
                </Auth>
                <Auth code="btn_remove">
                  <Button type="link" size="small" danger onClick={() => void handleDelete(row)}>
                    {t('users.delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {editing && <MessageTemplateForm row={editing.row} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
