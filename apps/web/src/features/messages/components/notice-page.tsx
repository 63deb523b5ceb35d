import { Button, Space, Tag } from 'antd';
import { formatDate, NoticeState, type NoticeItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useAdminList, useEditing } from '@/components/admin-list-page';
import { usePermission } from '@/components/permission/use-permission';
import { feedback } from '@/lib/feedback';
import { t as translate } from '@/lib/i18n';
import { messageKeys, messageQueries } from '../api/messages-queries';
import { noticesApi, type AdminPageQuery } from '../api/notices-api';
import { useInboxChanged } from '../hooks/use-inbox';
import { MessageDetailDialog, type MessageView } from './message-detail-dialog';
import { NoticeFormDrawer } from './notice-form-drawer';
import './messages.css';

/** Address of the notice administration menu. */
const NOTICE_MENU = 'system/notice';
const FIRST: AdminPageQuery = { currentPage: 1, pageSize: 20 };

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
  const inboxChanged = useInboxChanged();
  const form = useEditing<{ id?: string }>();
  const [preview, setPreview] = useState<MessageView>();
  const list = useAdminList({
    first: FIRST,
    list: messageQueries.noticeList,
    invalidate: messageKeys.notices(),
    remove: (row: NoticeItem) => noticesApi.remove(row.id),
  });

  const handleRelease = async (row: NoticeItem) => {
    if (!(await confirmRelease())) return;
    const released = await list.act(() => noticesApi.release(row.id), t('messages.notice.released'));
    // the administrator may be a recipient too
    if (released) void inboxChanged();
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
    <AdminListPage<NoticeItem>
      title={t('messages.notice.title')}
      testId="notice-page"
      list={list}
      search={{ placeholder: t('messages.filter.keyword'), testId: 'notice-keyword' }}
      add={{ text: t('messages.notice.add'), testId: 'notice-add', onClick: () => form.edit({}) }}
      // the title column takes what is left and is cut with an ellipsis
      table={{ scroll: { x: 1150 } }}
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
          fixed: 'right',
          render: (_: unknown, row) => (
            <Space size={0} wrap>
              {can('btn_edit') && (
                <Button type="link" size="small" onClick={() => form.edit({ id: row.id })}>
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
                <Button type="link" size="small" danger onClick={() => void list.remove(row)}>
                  {t('messages.notice.delete')}
                </Button>
              )}
            </Space>
          ),
        },
      ]}
    >
      <NoticeFormDrawer id={form.editing?.id} open={!!form.editing} onClose={form.close} />
      <MessageDetailDialog message={preview} onClose={() => setPreview(undefined)} />
    </AdminListPage>
  );
}
