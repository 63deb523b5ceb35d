import { Button, Card, Grid, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, type RoleItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { Auth, usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { rolesApi, type RoleQuery } from '../api/roles-api';
import { RoleForm } from './role-form';
import { RoleMembers } from './role-members';
import { RoleScopeTree } from './role-scope-tree';
import '@/components/admin-table/admin-table.css';

const FIRST: RoleQuery = { currentPage: 1, pageSize: 20 };

/** permission/role: global and organisation roles; add, edit, state, delete and members. */
export default function RolesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const can = usePermission();
  const [query, setQuery] = useState<RoleQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ row?: RoleItem; organizeId?: string }>();
  const [members, setMembers] = useState<RoleItem>();
  const tree = useQuery({ queryKey: ['roles', 'organizes'], queryFn: rolesApi.organizes });
  const { data, isFetching } = useQuery({
    queryKey: ['roles', 'list', query],
    queryFn: () => rolesApi.list(query),
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['roles', 'list'] });

  const act = async (call: () => Promise<unknown>, done: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(done);
    await reload();
  };
  const handleDelete = async (row: RoleItem) => {
    if (!(await confirmDelete())) return;
    await act(() => rolesApi.remove(row.id), t('roles.deleted'));
  };

  return (
    <Card className="admin-page" data-testid="roles-page">
      <Typography.Title level={1} className="admin-title">
        {t('roles.title')}
      </Typography.Title>
      <div className="admin-split">
        <RoleScopeTree
          tree={tree.data ?? []}
          value={query.organizeId}
          compact={!screens.md}
          onChange={(organizeId) => setQuery((q) => ({ ...q, organizeId, currentPage: 1 }))}
        />
        <div>
          <div className="admin-toolbar">
            <Input.Search
              allowClear
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              aria-label={t('roles.keyword')}
              placeholder={t('roles.keyword')}
              enterButton={t('users.search')}
              onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
              style={{ width: 320, maxWidth: '100%' }}
              data-testid="roles-keyword"
            />
            <Button
              onClick={() => {
                setKeyword('');
                setQuery((q) => ({ ...FIRST, pageSize: q.pageSize, organizeId: q.organizeId }));
              }}
            >
              {t('users.reset')}
            </Button>
            <div className="admin-toolbar-end">
              <Button onClick={() => void reload()}>{t('users.refresh')}</Button>
              <Auth code="btn_add">
                <Button
                  type="primary"
                  onClick={() => setEditing({ organizeId: query.organizeId })}
                  data-testid="roles-add"
                >
                  {t('roles.add')}
                </Button>
              </Auth>
            </div>
          </div>
          <Table<RoleItem>
            rowKey="id"
            size="middle"
            loading={isFetching}
            dataSource={data?.list ?? []}
            scroll={{ x: 1000 }}
            locale={{ emptyText: <EmptyState /> }}
            {...pagedTableProps<RoleItem, RoleQuery>(query, setQuery, data?.pagination.total ?? 0, t)}
            columns={[
              {
                title: t('roles.field.fullName'),
                dataIndex: 'fullName',
                sorter: true,
                ellipsis: true,
                width: 160,
              },
              { title: t('roles.field.enCode'), dataIndex: 'enCode', sorter: true, width: 130 },
              {
                title: t('roles.field.globalMark'),
                dataIndex: 'globalMark',
                width: 170,
                ellipsis: true,
                render: (v: number, row) =>
                  v === 1 ? (
                    <Tag color="blue">{t('roles.scope.global')}</Tag>
                  ) : (
                    <span title={row.organizeInfo}>{row.organizeInfo || t('roles.scope.organize')}</span>
                  ),
              },
              {
                title: t('roles.field.type'),
                dataIndex: 'type',
                width: 100,
                render: (v: string | null) => v || '—',
              },
              { title: t('roles.field.sortCode'), dataIndex: 'sortCode', sorter: true, width: 70 },
              {
                title: t('roles.field.enabledMark'),
                dataIndex: 'enabledMark',
                width: 90,
                render: (v: number, row) =>
                  can('btn_edit') ? (
                    <Switch
                      size="small"
                      checked={v === 1}
                      aria-label={t('roles.field.enabledMark')}
                      onChange={() => void act(() => rolesApi.toggleState(row.id), t('roles.stateChanged'))}
                      data-testid={`role-state-${row.enCode}`}
                    />
                  ) : (
                    <Tag color={v === 1 ? 'green' : undefined}>
                      {t(v === 1 ? 'roles.state.on' : 'roles.state.off')}
                    </Tag>
                  ),
              },
              {
                title: t('roles.field.creatorTime'),
                dataIndex: 'creatorTime',
                sorter: true,
                width: 170,
                render: (v: number) => formatDate(v),
              },
              {
                title: t('users.actions'),
                key: 'actions',
                width: 170,
                fixed: screens.md ? 'right' : undefined,
                render: (_: unknown, row) => (
                  <Space size={0}>
                    <Auth code="btn_edit">
                      <Button type="link" size="small" onClick={() => setEditing({ row })}>
                        {t('users.edit')}
                      </Button>
                    </Auth>
                    <Auth code="btn_remove">
                      <Button type="link" size="small" danger onClick={() => void handleDelete(row)}>
                        {t('users.delete')}
                      </Button>
                    </Auth>
                    <Button type="link" size="small" onClick={() => setMembers(row)}>
                      {t('roles.members')}
                    </Button>
                  </Space>
                ),
              },
            ]}
          />
        </div>
      </div>
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {editing && <RoleForm editing={editing} tree={tree.data ?? []} onClose={() => setEditing(undefined)} />}
      <RoleMembers role={members} onClose={() => setMembers(undefined)} />
    </Card>
  );
}
