import { Tag } from 'antd';
import type { RoleItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, listColumn, rowAction, useAdminList, useEditing } from '@/components/admin-list-page';
import { rolesApi, type RoleQuery } from '../api/roles-api';
import { roleKeys, roleQueries, useRoleOrganizes } from '../api/roles-queries';
import { RoleForm } from './role-form';
import { RoleMembers } from './role-members';
import { RoleScopeTree } from './role-scope-tree';

const FIRST: RoleQuery = { currentPage: 1, pageSize: 20 };

/** permission/role: global and organisation roles; add, edit, state, delete and members. */
export default function RolesPage() {
  const { t } = useTranslation();
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
        listColumn.status<RoleItem>({
          title: t('roles.field.enabledMark'),
          onToggle: (row) => void list.act(() => rolesApi.toggleState(row.id), t('roles.stateChanged')),
          testId: (row) => `role-state-${row.enCode}`,
        }),
        listColumn.date<RoleItem>(t('roles.field.creatorTime'), 'creatorTime', { sorter: true }),
        listColumn.actions<RoleItem>(
          (row) => [
            rowAction.edit(() => form.edit({ row })),
            rowAction.remove(() => void list.remove(row)),
            { key: 'members', label: t('roles.members'), onClick: () => setMembers(row) },
          ],
          { width: 170 },
        ),
      ]}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing && <RoleForm editing={form.editing} tree={tree.data ?? []} onClose={form.close} />}
      <RoleMembers role={members} onClose={() => setMembers(undefined)} />
    </AdminListPage>
  );
}
