import { Button, Card, Input, Table, Tag, Tooltip, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, type OnlineUserItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { EmptyState } from '@/components/empty-state';
import { Auth, usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { onlineUsersApi, type OnlineUserQuery } from '../api/online-users-api';
import { confirmForceOut } from './confirm-force-out';
import '@/components/admin-table/admin-table.css';

const FIRST: OnlineUserQuery = { currentPage: 1, pageSize: 20 };

/** permission/userOnline: live sessions with forced sign-out per row and in batch (btn_remove). */
export default function OnlineUsersPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canRemove = usePermission()('btn_remove');
  const [query, setQuery] = useState<OnlineUserQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const { data, isFetching } = useQuery({
    queryKey: ['online-users', query],
    queryFn: () => onlineUsersApi.list(query),
    placeholderData: keepPreviousData,
  });
  const rows = data?.list ?? [];
  const reload = () => queryClient.invalidateQueries({ queryKey: ['online-users'] });

  const forceOut = async (ids: string[]) => {
    const self = rows.some((r) => r.isCurrent && ids.includes(r.id));
    if (!ids.length || !(await confirmForceOut(ids.length, self))) return;
    const ok = await (
      ids.length === 1 ? onlineUsersApi.forceOut(ids[0]!) : onlineUsersApi.forceOutMany(ids)
    ).then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(t('onlineUsers.done'));
    setSelected([]);
    await reload();
  };

  return (
    <Card className="admin-page" data-testid="online-users-page">
      <Typography.Title level={1} className="admin-title">
        {t('onlineUsers.title')}
      </Typography.Title>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          aria-label={t('onlineUsers.keyword')}
          placeholder={t('onlineUsers.keyword')}
          enterButton={t('users.search')}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
          style={{ width: 320, maxWidth: '100%' }}
          data-testid="online-keyword"
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
        </div>
      </div>
      <Table<OnlineUserItem>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={rows}
        scroll={{ x: 980 }}
        locale={{ emptyText: <EmptyState /> }}
        rowSelection={
          canRemove
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(String)),
                columnWidth: 40,
              }
            : undefined
        }
        {...pagedTableProps<OnlineUserItem, OnlineUserQuery>(query, setQuery, data?.pagination.total ?? 0, t)}
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
          {
            title: t('onlineUsers.field.loginTime'),
            dataIndex: 'loginTime',
            width: 170,
            render: (v: number) => formatDate(v),
          },
          {
            title: t('onlineUsers.field.lastActiveTime'),
            dataIndex: 'lastActiveTime',
            width: 170,
            render: (v: number) => formatDate(v),
          },
          {
            title: t('onlineUsers.field.loginIp'),
            dataIndex: 'loginIp',
            width: 140,
            render: (v: string | null) => v || '—',
          },
          {
            title: t('onlineUsers.field.device'),
            dataIndex: 'device',
            width: 160,
            render: (v: string) => v || '—',
          },
          {
            title: t('users.actions'),
            key: 'actions',
            width: 110,
            render: (_: unknown, row) => (
              <Auth code="btn_remove">
                <Tooltip title={row.isCurrent ? t('onlineUsers.selfWarning') : undefined}>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => void forceOut([row.id])}
                    data-testid={`online-out-${row.account}`}
                  >
                    {t('onlineUsers.forceOut')}
                  </Button>
                </Tooltip>
              </Auth>
            ),
          },
        ]}
      />
    </Card>
  );
}
