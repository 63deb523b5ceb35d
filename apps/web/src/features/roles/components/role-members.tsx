import { Drawer, Input, Table } from 'antd';
import type { RoleItem, UserPickerItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { EmptyState } from '@/components/empty-state';
import type { RoleMemberQuery } from '../api/roles-api';
import { useRoleMembers } from '../api/roles-queries';

/** The users holding a role, paged with a keyword. */
export function RoleMembers({ role, onClose }: { role: RoleItem | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState<RoleMemberQuery>({ currentPage: 1, pageSize: 20 });
  const { data, isFetching } = useRoleMembers(role?.id, query);
  return (
    <Drawer
      open={!!role}
      onClose={onClose}
      size="min(640px, 100vw)"
      title={t('roles.membersOf', { name: role?.fullName ?? '' })}
      destroyOnHidden
      data-testid="role-members"
    >
      <Input.Search
        allowClear
        aria-label={t('roles.memberKeyword')}
        placeholder={t('roles.memberKeyword')}
        onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
        style={{ marginBottom: 12, maxWidth: 320 }}
      />
      <Table<UserPickerItem>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: <EmptyState /> }}
        {...pagedTableProps<UserPickerItem, typeof query>(query, setQuery, data?.pagination.total ?? 0, t)}
        columns={[
          { title: t('users.field.account'), dataIndex: 'account', width: 140 },
          { title: t('users.field.realName'), dataIndex: 'realName', width: 140 },
          { title: t('users.field.organize'), dataIndex: 'organize', ellipsis: true },
        ]}
      />
    </Drawer>
  );
}
