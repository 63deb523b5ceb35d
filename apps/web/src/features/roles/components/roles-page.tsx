import { Button, Space, Switch, Tag } from 'antd';
import { formatDate, type RoleItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useAdminList, useEditing } from '@/components/admin-list-page';
import { Auth, usePermission } from '@/components/permission';
import { rolesApi, type RoleQuery } from '../api/roles-api';
import { roleKeys, roleQueries, useRoleOrganizes } from '../api/roles-queries';
import { RoleForm } from './role-form';
import { RoleMembers } from './role-members';
import { RoleScopeTree } from './role-scope-tree';

const FIRST: RoleQuery = { currentPage: 1, pageSize: 20 };

/** permission/role: global and organisation roles; add, edit, state, delete and members. */
export default function RolesPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const form = useEditing<{ row?: RoleItem; organizeId?: string }>();
  const [members, setMembers] = useState<RoleItem>();
  const tree = useRoleOrganizes();
  const list = useAdminList({
    first: FIRST,
    list: roleQueries.list,
    invalidate: roleKeys.lists(),
    remove: (row) => rolesApi.remove(row.id),
    keepOnReset: ['organizeId'],
  });

  return (
    <AdminListPage<RoleItem>
      title={t('roles.title')}
      testId="roles-page"
      list={list}
      search={{ placeholder: t('roles.keyword'), testId: 'roles-keyword' }}
      resetButton
      add={{
        text: t('roles.add'),
        testId: 'roles-add',
        onClick: () => form.edit({ organizeId: list.query.organizeId }),
      }}
      tree={(compact) => (
        <RoleScopeTree
          tree={tree.data ?? []}
          value={list.query.organizeId}
          compact={compact}
          onChange={(organizeId) => list.filter({ organizeId })}
        />
      )}
      table={{ scroll: { x: 1000 } }}
      columns={[
        { title: t('roles.field.fullName'), dataIndex: 'fullName', sorter: true, ellipsis: true, width: 160 },
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
                onChange={() => void list.act(() => rolesApi.toggleState(row.id), t('roles.stateChanged'))}
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
          fixed: 'right',
          render: (_: unknown, row) => (
            <Space size={0}>
              <Auth code="btn_edit">
                <Button type="link" size="small" onClick={() => form.edit({ row })}>
                  {t('users.edit')}
                </Button>
              </Auth>
              <Auth code="btn_remove">
                <Button type="link" size="small" danger onClick={() => void list.remove(row)}>
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
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing && <RoleForm editing={form.editing} tree={tree.data ?? []} onClose={form.close} />}
      <RoleMembers role={members} onClose={() => setMembers(undefined)} />
    </AdminListPage>
  );
}
