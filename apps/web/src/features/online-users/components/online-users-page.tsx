import { Button, Tag } from 'antd';
import type { OnlineUserItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, listColumn, useAdminList } from '@/components/admin-list-page';
import { Auth, usePermission } from '@/components/permission';
import { onlineUsersApi, type OnlineUserQuery } from '../api/online-users-api';
import { onlineUserKeys, onlineUserQueries } from '../api/online-users-queries';
import { confirmForceOut } from './confirm-force-out';

const FIRST: OnlineUserQuery = { currentPage: 1, pageSize: 20 };
/** An empty cell shows a dash. */
const dash = (v: string) => v || '—';

/** permission/userOnline: live sessions with forced sign-out per row and in batch (btn_remove). */
export default function OnlineUsersPage() {
  const { t } = useTranslation();
  const canRemove = usePermission()('btn_remove');
  const [selected, setSelected] = useState<string[]>([]);
  const list = useAdminList({
    first: FIRST,
    list: onlineUserQueries.list,
    invalidate: onlineUserKeys.lists(),
  });

  const forceOut = async (ids: string[]) => {
    const self = list.rows.some((r) => r.isCurrent && ids.includes(r.id));
    if (!ids.length || !(await confirmForceOut(ids.length, self))) return;
    const [only] = ids;
    await list.act(
      () => (ids.length === 1 && only ? onlineUsersApi.forceOut(only) : onlineUsersApi.forceOutMany(ids)),
      t('onlineUsers.done'),
    );
    setSelected([]);
  };

  return (
    <AdminListPage<OnlineUserItem>
      title={t('onlineUsers.title')}
      testId="online-users-page"
      list={list}
      search={{ placeholder: t('onlineUsers.keyword'), testId: 'online-keyword' }}
      resetButton
      actions={
        <Auth code="btn_remove">
          <Button
            danger
            disabled={!selected.length}
            onClick={() => void forceOut(selected)}
            data-testid="online-batch-out"
          >
            {t('onlineUsers.batchForceOut')}
          </Button>
        </Auth>
      }
      table={{
        rowSelection: canRemove
          ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)), columnWidth: 40 }
          : undefined,
      }}
      columns={[
        {
          title: t('onlineUsers.field.user'),
          key: 'user',
          width: 200,
          render: (_: unknown, row) => (
            <span>
              {row.userName}/{row.account}
              {row.isCurrent && (
                <Tag color="blue" style={{ marginInlineStart: 8 }}>
                  {t('onlineUsers.current')}
                </Tag>
              )}
            </span>
          ),
        },
        { title: t('onlineUsers.col.organize'), dataIndex: 'organize', width: 180, render: dash },
        listColumn.date<OnlineUserItem>(t('onlineUsers.field.loginTime'), 'loginTime'),
        listColumn.date<OnlineUserItem>(t('onlineUsers.field.lastActiveTime'), 'lastActiveTime'),
        { title: t('onlineUsers.col.ip'), dataIndex: 'loginIPAddress', width: 140, render: dash },
        { title: t('onlineUsers.col.address'), dataIndex: 'loginAddress', width: 130, render: dash },
        { title: t('onlineUsers.col.browser'), dataIndex: 'loginBrowser', width: 140, render: dash },
        { title: t('onlineUsers.col.system'), dataIndex: 'loginSystem', width: 140, render: dash },
        listColumn.actions<OnlineUserItem>(
          (row) => [
            {
              key: 'forceOut',
              label: t('onlineUsers.forceOut'),
              code: 'btn_remove',
              danger: true,
              tip: row.isCurrent ? t('onlineUsers.selfWarning') : undefined,
              onClick: () => void forceOut([row.id]),
              testId: `online-out-${row.account}`,
            },
          ],
          { width: 110 },
        ),
      ]}
    />
  );
}
