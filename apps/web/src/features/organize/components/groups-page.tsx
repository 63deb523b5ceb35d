import { Button, Card, Grid, Input, Table, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GroupItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { Auth } from '@/components/permission/auth';
import { feedback } from '@/lib/feedback';
import { groupsApi, type GroupQuery } from '../api/groups-api';
import { GroupForm } from './group-form';
import { pagedTableProps } from '@/components/admin-table';
import { leadColumns, tailColumns } from './record-columns';
import '@/components/admin-table/admin-table.css';

/** permission/group: permission groups in a paged table; add, edit, delete. */
export default function GroupsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [query, setQuery] = useState<GroupQuery>({ currentPage: 1, pageSize: 20 });
  const [editing, setEditing] = useState<{ row?: GroupItem }>();
  const { data, isFetching } = useQuery({
    queryKey: ['organize', 'groups', query],
    queryFn: () => groupsApi.list(query),
    placeholderData: keepPreviousData,
  });

  const handleDelete = async (row: GroupItem) => {
    if (!(await confirmDelete())) return;
    const done = await groupsApi.remove(row.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    feedback.success(t('organize.deleted'));
    await queryClient.invalidateQueries({ queryKey: ['organize', 'groups'] });
  };

  return (
    <Card className="admin-page" data-testid="groups-page">
      <Typography.Title level={1} className="admin-title">
        {t('organize.group.title')}
      </Typography.Title>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          aria-label={t('organize.keyword')}
          placeholder={t('organize.keyword')}
          enterButton={t('organize.search')}
          onSearch={(v) => setQuery({ ...query, keyword: v.trim() || undefined, currentPage: 1 })}
          style={{ width: 320, maxWidth: '100%' }}
          data-testid="groups-keyword"
        />
        <div className="admin-toolbar-end">
          <Button onClick={() => void queryClient.invalidateQueries({ queryKey: ['organize', 'groups'] })}>
            {t('organize.refresh')}
          </Button>
          <Auth code="btn_add">
            <Button type="primary" onClick={() => setEditing({})} data-testid="groups-add">
              {t('organize.group.add')}
            </Button>
          </Auth>
        </div>
      </div>
      <Table<GroupItem>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 980 }}
        locale={{ emptyText: <EmptyState /> }}
        {...pagedTableProps<GroupItem, typeof query>(query, setQuery, data?.pagination.total ?? 0, t)}
        columns={[
          ...leadColumns<GroupItem>(t),
          {
            title: t('organize.field.type'),
            dataIndex: 'type',
            width: 140,
            render: (v: string | null) => v || '—',
          },
          ...tailColumns<GroupItem>(t, {
            onEdit: (row) => setEditing({ row }),
            onDelete: (row) => void handleDelete(row),
            pinned: !!screens.md,
          }),
        ]}
      />
      <GroupForm editing={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
