import { Button, Card, Grid, Input, Space, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, NoticeState, type NoticeItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { usePermission } from '@/components/permission/use-permission';
import { feedback } from '@/lib/feedback';
import { t as translate } from '@/lib/i18n';
import { noticesApi, type AdminPageQuery } from '../api/notices-api';
import { useInboxChanged } from '../hooks/use-inbox';
import { MessageDetailDialog, type MessageView } from './message-detail-dialog';
import { NoticeFormDrawer } from './notice-form-drawer';
import './messages.css';
import { PAGE_SIZES } from '@/components/admin-table';

/** Address of the notice administration menu. */
const NOTICE_MENU = 'system/notice';

/** Asks before releasing: released notices reach their recipients at once. */
function confirmRelease(): Promise<boolean> {
  const modal = feedback.modal;
  if (!modal) return Promise.resolve(window.confirm(translate('messages.notice.releaseConfirm')));
  return new Promise((resolve) => {
    modal.confirm({
      title: translate('common.tip'),
      content: translate('messages.notice.releaseConfirm'),
      okText: translate('common.ok'),
      cancelText: translate('common.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** system/notice: notices with state and read counts; add, edit, release, delete, preview. */
export default function NoticePage() {
  const { t } = useTranslation();
  const can = usePermission(NOTICE_MENU);
  const queryClient = useQueryClient();
  const inboxChanged = useInboxChanged();
  const screens = Grid.useBreakpoint();
  const [query, setQuery] = useState<AdminPageQuery>({ currentPage: 1, pageSize: 20 });
  const [editing, setEditing] = useState<{ id?: string } | undefined>();
  const [preview, setPreview] = useState<MessageView>();
  const { data, isFetching } = useQuery({
    queryKey: ['messages', 'notices', query],
    queryFn: () => noticesApi.list(query),
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['messages', 'notices'] });

  const handleRelease = async (row: NoticeItem) => {
    if (!(await confirmRelease())) return;
    const msg = await noticesApi.release(row.id).catch(() => undefined);
    if (msg === undefined) return;
    feedback.success(msg || t('messages.notice.released'));
    await reload();
    // the administrator may be a recipient too
    void inboxChanged();
  };

  const handleDelete = async (row: NoticeItem) => {
    if (!(await confirmDelete())) return;
    const msg = await noticesApi.remove(row.id).catch(() => undefined);
    if (msg === undefined) return;
    feedback.success(msg || t('messages.notice.deleted'));
    await reload();
  };

  const handlePreview = async (row: NoticeItem) => {
    const info = await noticesApi.info(row.id).catch(() => undefined);
    if (!info) return;
    setPreview({
      title: info.title,
      bodyText: info.bodyText,
      files: JSON.stringify(info.files),
      releaseUser: row.releaseUser ?? row.creatorUser,
      releaseTime: row.releaseTime ?? row.creatorTime,
    });
  };

  return (
    <Card data-testid="notice-page">
      <Typography.Title level={1} className="message-record-title">
        {t('messages.notice.title')}
      </Typography.Title>
      <div className="message-record-toolbar">
        <Input.Search
          allowClear
          aria-label={t('messages.filter.keyword')}
          placeholder={t('messages.filter.keyword')}
          onSearch={(keyword) => setQuery({ ...query, keyword: keyword.trim() || undefined, currentPage: 1 })}
          style={{ width: 240, maxWidth: '100%' }}
          data-testid="notice-keyword"
        />
        {can('btn_add') && (
          <Button type="primary" onClick={() => setEditing({})} data-testid="notice-add">
            {t('messages.notice.add')}
          </Button>
        )}
      </div>
      <Table<NoticeItem>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.list ?? []}
        // the title column takes what is left and is cut with an ellipsis
        scroll={{ x: 1150 }}
        locale={{ emptyText: <EmptyState /> }}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total: data?.pagination.total ?? 0,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('messages.record.total', { total }),
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage, pageSize }),
        }}
        columns={[
          { title: t('messages.field.title'), dataIndex: 'title', ellipsis: { showTitle: true } },
          {
            title: t('messages.field.state'),
            dataIndex: 'enabledMark',
            width: 100,
            render: (v: number) =>
              v === NoticeState.Released ? (
                <Tag color="green">{t('messages.notice.stateReleased')}</Tag>
              ) : (
                <Tag>{t('messages.notice.stateDraft')}</Tag>
              ),
          },
          {
            title: t('messages.notice.creatorTime'),
            dataIndex: 'creatorTime',
            width: 170,
            render: (v: number) => formatDate(v),
          },
          {
            title: t('messages.field.releaseUser'),
            dataIndex: 'releaseUser',
            width: 140,
            render: (v: string | null) => v || '—',
          },
          {
            title: t('messages.field.releaseTime'),
            dataIndex: 'releaseTime',
            width: 170,
            render: (v: number | null) => (v ? formatDate(v) : '—'),
          },
          {
            title: t('messages.notice.readCount'),
            key: 'counts',
            width: 120,
            render: (_: unknown, row) => `${row.readCount} / ${row.recipientCount}`,
          },
          {
            title: t('messages.notice.actions'),
            key: 'actions',
            width: 230,
            // pinned only where there is room for it beside the title
            fixed: screens.md ? 'right' : undefined,
            render: (_: unknown, row) => (
              <Space size={0} wrap>
                {can('btn_edit') && (
                  <Button type="link" size="small" onClick={() => setEditing({ id: row.id })}>
                    {t('messages.notice.editShort')}
                  </Button>
                )}
                {can('btn_release') && row.enabledMark === NoticeState.Draft && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void handleRelease(row)}
                    data-testid="notice-release"
                  >
                    {t('messages.notice.release')}
                  </Button>
                )}
                {can('btn_detail') && (
                  <Button type="link" size="small" onClick={() => void handlePreview(row)}>
                    {t('messages.notice.preview')}
                  </Button>
                )}
                {can('btn_remove') && (
                  <Button type="link" size="small" danger onClick={() => void handleDelete(row)}>
                    {t('messages.notice.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <NoticeFormDrawer id={editing?.id} open={!!editing} onClose={() => setEditing(undefined)} />
      <MessageDetailDialog message={preview} onClose={() => setPreview(undefined)} />
    </Card>
  );
}
