import { Button, Card, Grid, Input, Table, Typography } from 'antd';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PositionItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { Auth } from '@/components/permission/auth';
import { feedback } from '@/lib/feedback';
import { ORGANIZE_TREE_KEY, organizeTreeSource } from '../api/organize-api';
import { positionsApi, type PositionQuery } from '../api/positions-api';
import { OrganizeFilterTree } from '@/components/admin-table';
import { PositionForm } from './position-form';
import { pagedTableProps } from '@/components/admin-table';
import { leadColumns, tailColumns } from './record-columns';
import '@/components/admin-table/admin-table.css';

/** permission/position: organisation tree filtering a paged table of positions; add, edit, delete. */
export default function PositionsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [query, setQuery] = useState<PositionQuery>({ currentPage: 1, pageSize: 20 });
  const [editing, setEditing] = useState<{ row?: PositionItem; organizeId?: string }>();
  const { data, isFetching } = useQuery({
    queryKey: ['organize', 'positions', query],
    queryFn: () => positionsApi.list(query),
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['organize', 'positions'] });

  const handleDelete = async (row: PositionItem) => {
    if (!(await confirmDelete())) return;
    const done = await positionsApi.remove(row.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    feedback.success(t('organize.deleted'));
    await reload();
  };

  return (
    <Card className="admin-page" data-testid="positions-page">
      <Typography.Title level={1} className="admin-title">
        {t('organize.position.title')}
      </Typography.Title>
      <div className="admin-split">
        <OrganizeFilterTree
          source={organizeTreeSource}
          sourceKey={ORGANIZE_TREE_KEY}
          value={query.organizeId}
          compact={!screens.md}
          onChange={(organizeId) => setQuery({ ...query, organizeId, currentPage: 1 })}
        />
        <div>
          <div className="admin-toolbar">
            <Input.Search
              allowClear
              aria-label={t('organize.keyword')}
              placeholder={t('organize.keyword')}
              enterButton={t('organize.search')}
              onSearch={(v) => setQuery({ ...query, keyword: v.trim() || undefined, currentPage: 1 })}
              style={{ width: 320, maxWidth: '100%' }}
              data-testid="positions-keyword"
            />
            <div className="admin-toolbar-end">
              <Button onClick={() => void reload()}>{t('organize.refresh')}</Button>
              <Auth code="btn_add">
                <Button
                  type="primary"
                  onClick={() => setEditing({ organizeId: query.organizeId })}
                  data-testid="positions-add"
                >
                  {t('organize.position.add')}
                </Button>
              </Auth>
            </div>
          </div>
          <Table<PositionItem>
            rowKey="id"
            size="middle"
            loading={isFetching}
            dataSource={data?.list ?? []}
            scroll={{ x: 1150 }}
            locale={{ emptyText: <EmptyState /> }}
            {...pagedTableProps<PositionItem, typeof query>(query, setQuery, data?.pagination.total ?? 0, t)}
            columns={[
              ...leadColumns<PositionItem>(t),
              {
                title: t('organize.field.organize'),
                dataIndex: 'organize',
                ellipsis: true,
                width: 200,
              },
              {
                title: t('organize.field.type'),
                dataIndex: 'type',
                width: 100,
                render: (v: string | null) =>
                  v === '1'
                    ? t('organize.position.typeLeader')
                    : v === '2'
                      ? t('organize.position.typeStaff')
                      : v || '—',
              },
              ...tailColumns<PositionItem>(t, {
                onEdit: (row) => setEditing({ row }),
                onDelete: (row) => void handleDelete(row),
                pinned: !!screens.md,
              }),
            ]}
          />
        </div>
      </div>
      <PositionForm editing={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
