import { NoticeState, type NoticeItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminListPage,
  ask,
  listColumn,
  rowAction,
  useAdminList,
  useEditing,
} from '@/components/admin-list-page';
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
const confirmRelease = () => ask({ content: translate('messages.notice.releaseConfirm') });

/** system/notice: notices with state and read counts; add, edit, release, delete, preview. */
export default function NoticePage() {
  const { t } = useTranslation();
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
      columns={[
        {
          title: t('messages.field.title'),
          dataIndex: 'title',
          ellipsis: { showTitle: true },
          width: 220,
        },
        listColumn.status<NoticeItem>({
          title: t('messages.field.state'),
          onValue: NoticeState.Released,
          onText: t('messages.notice.stateReleased'),
          offText: t('messages.notice.stateDraft'),
          width: 100,
        }),
        listColumn.date<NoticeItem>(t('messages.notice.creatorTime'), 'creatorTime'),
        {
          title: t('messages.field.releaseUser'),
          dataIndex: 'releaseUser',
          width: 140,
          render: (v: string | null) => v || '—',
        },
        listColumn.date<NoticeItem>(t('messages.field.releaseTime'), 'releaseTime'),
        {
          title: t('messages.notice.readCount'),
          key: 'counts',
          width: 120,
          render: (_: unknown, row) => `${row.readCount} / ${row.recipientCount}`,
        },
        listColumn.actions<NoticeItem>(
          (row) => [
            rowAction.edit(() => form.edit({ id: row.id }), { label: t('messages.notice.editShort') }),
            row.enabledMark === NoticeState.Draft && {
              key: 'release',
              label: t('messages.notice.release'),
              code: 'btn_release',
              onClick: () => void handleRelease(row),
              testId: 'notice-release',
            },
            {
              key: 'preview',
              label: t('messages.notice.preview'),
              code: 'btn_detail',
              onClick: () => void handlePreview(row),
            },
            rowAction.remove(() => void list.remove(row), { label: t('messages.notice.delete') }),
          ],
          { title: t('messages.notice.actions'), address: NOTICE_MENU, width: 200, inline: 4 },
        ),
      ]}
    >
      <NoticeFormDrawer id={form.editing?.id} open={!!form.editing} onClose={form.close} />
      <MessageDetailDialog message={preview} onClose={() => setPreview(undefined)} />
    </AdminListPage>
  );
}
