import { Button, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { ORGANIZE_ROOT_ID, type OrganizeBody } from '@tessera/shared';
import { useEffect, useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, deleteNamed, listColumn, rowAction } from '@/components/admin-list-page';
import type { AdminListView } from '@/components/admin-list-page';
import { feedback } from '@/lib/feedback';
import { organizeApi, organizeTreeSource } from '../api/organize-api';
import { organizeKeys } from '../api/organize-queries';
import { toRows, type OrganizeRow } from '../organize-rules';
import { levelRows, type LevelRow } from './level-rows';
import { useLazyTree } from '@/components/tree';
import { OrganizeForm, type OrganizeEditing } from './organize-form';

/** Ids of the rows that have children (placeholders aside). */
function parentIds(rows: readonly LevelRow[]): string[] {
  return rows.flatMap((r) => (r.children?.length ? [r.id, ...parentIds(r.children)] : []));
}

/** The column with nothing in the rows that only say "loading". */
function blankPlaceholders(column: ColumnType<LevelRow>): ColumnType<LevelRow> {
  const { render } = column;
  return { ...column, render: (v, row, i) => (row.placeholder ? null : render?.(v, row, i)) };
}

/** permission/organize: companies and departments as a tree table; add, edit, delete, enable. */
export default function OrganizePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [text, setText] = useState('');
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
    if (await deleteNamed(row.fullName, () => organizeApi.remove(row.id))) await reload();
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

  const list: AdminListView<LevelRow> = {
    rows,
    loading: isFetching,
    keyword: text,
    setKeyword: setText,
    search: (value) => {
      setText(value);
      setKeyword(value.trim());
      setExpanded(undefined);
    },
    reset: () => undefined,
    reload,
  };

  return (
    <AdminListPage<LevelRow>
      title={t('organize.title')}
      testId="organize-page"
      list={list}
      search={{ placeholder: t('organize.keyword'), testId: 'organize-keyword' }}
      actions={
        <Button onClick={() => setExpanded(expanded?.length ? [] : everyId)}>
          {t(expanded?.length ? 'organize.collapseAll' : 'organize.expandAll')}
        </Button>
      }
      add={{ text: t('organize.add'), testId: 'organize-add', onClick: () => setEditing({}) }}
      table={{
        pagination: false,
        expandable: {
          // a search shows every match; otherwise the top two levels start open
          expandedRowKeys: expanded ?? (keyword ? everyId : topIds),
          onExpandedRowsChange: (keys) => setExpanded(keys),
        },
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
        blankPlaceholders(
          listColumn.status<LevelRow>({
            title: t('organize.field.enabledMark'),
            onToggle: (row) => void handleToggle(row, row.enabledMark !== 1),
          }),
        ),
        blankPlaceholders(listColumn.date<LevelRow>(t('organize.field.creatorTime'), 'creatorTime')),
        blankPlaceholders(
          listColumn.actions<LevelRow>(
            (row) => [
              rowAction.edit(() => setEditing({ row })),
              {
                key: 'addChild',
                label: t('organize.addChild'),
                code: 'btn_add',
                onClick: () => setEditing({ parentId: row.id }),
              },
              rowAction.remove(() => void handleDelete(row)),
            ],
            { width: 200 },
          ),
        ),
      ]}
    >
      <OrganizeForm editing={editing} onClose={() => setEditing(undefined)} />
    </AdminListPage>
  );
}
