import { Button, Card, Grid, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, ORGANIZE_ROOT_ID, type OrganizeBody } from '@tessera/shared';
import { useEffect, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { Auth } from '@/components/permission/auth';
import { usePermission } from '@/components/permission/use-permission';
import { feedback } from '@/lib/feedback';
import { organizeApi, organizeTreeSource } from '../api/organize-api';
import { organizeKeys } from '../api/organize-queries';
import { toRows, type OrganizeRow } from '../organize-rules';
import { levelRows, type LevelRow } from './level-rows';
import { useLazyTree } from '@/components/tree';
import { OrganizeForm, type OrganizeEditing } from './organize-form';
import '@/components/admin-table/admin-table.css';

/** Ids of the rows that have children (placeholders aside). */
function parentIds(rows: readonly LevelRow[]): string[] {
  return rows.flatMap((r) => (r.children?.length ? [r.id, ...parentIds(r.children)] : []));
}

/** permission/organize: companies and departments as a tree table; add, edit, delete, enable. */
export default function OrganizePage() {
  const { t } = useTranslation();
  const can = usePermission();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<OrganizeEditing>();
  const [expanded, setExpanded] = useState<readonly Key[] | undefined>();
  // a search shows every match at once; otherwise the tree loads a level at a time
  const [topIds, setTopIds] = useState<string[]>([]);
  const open = useMemo(
    () => (keyword ? [] : (expanded ?? topIds).map(String).filter((id) => !id.endsWith('--loading'))),
    [keyword, expanded, topIds],
  );
  const lazy = useLazyTree({
    key: organizeKeys.tree,
    rootId: ORGANIZE_ROOT_ID,
    level: (parentId) => organizeTreeSource({ parentId }),
    search: (word) => organizeTreeSource({ keyword: word }),
    keyword,
    open,
  });
  useEffect(() => setTopIds((lazy.top ?? []).map((n) => n.id)), [lazy.top]);
  const rows: LevelRow[] = useMemo(
    () => (keyword ? toRows(lazy.found ?? []) : levelRows(lazy.top ?? [], lazy.levels, t('common.loading'))),
    [keyword, lazy.found, lazy.top, lazy.levels, t],
  );
  const isFetching = lazy.fetching;
  // every shown node with children: "expand all" opens them (a level deeper each time when lazy)
  const everyId = useMemo(() => parentIds(rows), [rows]);
  const reload = () => queryClient.invalidateQueries({ queryKey: organizeKeys.all });

  const handleDelete = async (row: OrganizeRow) => {
    if (!(await confirmDelete())) return;
    const done = await organizeApi.remove(row.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    feedback.success(t('organize.deleted'));
    await reload();
  };

  const handleToggle = async (row: OrganizeRow, on: boolean) => {
    const body: OrganizeBody = {
      parentId: row.parentId,
      category: row.category === 'company' ? 'company' : 'department',
      fullName: row.fullName,
      enCode: row.enCode,
      managerId: row.managerId,
      sortCode: row.sortCode,
      enabledMark: on ? 1 : 0,
      description: row.description,
    };
    const ok = await organizeApi.update(row.id, body).then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(t(on ? 'organize.enabled' : 'organize.disabled'));
    await reload();
  };

  return (
    <Card className="admin-page" data-testid="organize-page">
      <Typography.Title level={1} className="admin-title">
        {t('organize.title')}
      </Typography.Title>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          aria-label={t('organize.keyword')}
          placeholder={t('organize.keyword')}
          enterButton={t('organize.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setExpanded(undefined);
          }}
          style={{ width: 320, maxWidth: '100%' }}
          data-testid="organize-keyword"
        />
        <div className="admin-toolbar-end">
          <Button onClick={() => setExpanded(expanded?.length ? [] : everyId)}>
            {t(expanded?.length ? 'organize.collapseAll' : 'organize.expandAll')}
          </Button>
          <Button onClick={() => void reload()}>{t('organize.refresh')}</Button>
          <Auth code="btn_add">
            <Button type="primary" onClick={() => setEditing({})} data-testid="organize-add">
              {t('organize.add')}
            </Button>
          </Auth>
        </div>
      </div>
      <Table<LevelRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <EmptyState /> }}
        expandable={{
          // a search shows every match; otherwise the top two levels start open
          expandedRowKeys: expanded ?? (keyword ? everyId : topIds),
          onExpandedRowsChange: (keys) => setExpanded(keys),
        }}
        columns={[
          { title: t('organize.field.fullName'), dataIndex: 'fullName', ellipsis: true, width: 260 },
          { title: t('organize.field.enCode'), dataIndex: 'enCode', width: 160 },
          {
            title: t('organize.field.category'),
            dataIndex: 'category',
            width: 100,
            render: (v: string, row) =>
              row.placeholder ? null : v === 'company' ? (
                <Tag color="blue">{t('organize.category.company')}</Tag>
              ) : (
                <Tag>{t('organize.category.department')}</Tag>
              ),
          },
          {
            title: t('organize.field.sortCode'),
            dataIndex: 'sortCode',
            width: 80,
            render: (v: number, row) => (row.placeholder ? null : v),
          },
          {
            title: t('organize.field.enabledMark'),
            dataIndex: 'enabledMark',
            width: 100,
            render: (v: number, row) =>
              row.placeholder ? null : (
                <Switch
                  size="small"
                  checked={v === 1}
                  disabled={!can('btn_edit')}
                  aria-label={`${row.fullName} ${t('organize.field.enabledMark')}`}
                  onChange={(on) => void handleToggle(row, on)}
                />
              ),
          },
          {
            title: t('organize.field.creatorTime'),
            dataIndex: 'creatorTime',
            width: 170,
            render: (v: number, row) => (row.placeholder ? null : formatDate(v)),
          },
          {
            title: t('organize.actions'),
            key: 'actions',
            width: 220,
            fixed: screens.md ? 'right' : undefined,
            render: (_: unknown, row) =>
              row.placeholder ? null : (
                <Space size={0} wrap>
                  <Auth code="btn_edit">
                    <Button type="link" size="small" onClick={() => setEditing({ row })}>
                      {t('organize.edit')}
                    </Button>
                  </Auth>
                  <Auth code="btn_add">
                    <Button type="link" size="small" onClick={() => setEditing({ parentId: row.id })}>
                      {t('organize.addChild')}
                    </Button>
                  </Auth>
                  <Auth code="btn_remove">
                    <Button type="link" size="small" danger onClick={() => void handleDelete(row)}>
                      {t('organize.delete')}
                    </Button>
                  </Auth>
                </Space>
              ),
          },
        ]}
      />
      <OrganizeForm editing={editing} onClose={() => setEditing(undefined)} />
    </Card>
  );
}
