import { Alert, Spin, Tag } from 'antd';
import { AREA_MAX_TYPE, AREA_ROOT, type AreaNode } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, deleteNamed, listColumn, rowAction } from '@/components/admin-list-page';
import type { AdminListView } from '@/components/admin-list-page';
import { feedback } from '@/lib/feedback';
import { areaApi } from '../api/area-api';
import { useAreaTop } from '../api/area-queries';
import { AreaForm, type AreaEditing } from './area-form';

/** A table row: a division with its loaded children (an empty list until expanded, when it has some). */
type AreaRow = AreaNode & { children?: AreaRow[] };

const TYPE_COLORS = ['', 'blue', 'cyan', 'green', 'default'];

/** system/area: the division tree, loaded level by level on expand; search, add, edit, state, delete. */
export default function AreaPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState<string>();
  const [loaded, setLoaded] = useState<Record<string, AreaNode[]>>({});
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const [editing, setEditing] = useState<AreaEditing>();
  const top = useAreaTop(search);

  const loadChildren = async (id: string) => {
    setLoading((s) => new Set(s).add(id));
    try {
      const list = await areaApi.children(id);
      setLoaded((m) => ({ ...m, [id]: list }));
    } catch {
      // the http client showed the reason; the row stays collapsible
    } finally {
      setLoading((s) => {
        const next = new Set(s);
        next.delete(id);
        return next;
      });
    }
  };
  const refresh = async (parentIds: string[]) => {
    await Promise.all(
      parentIds.map((id) => (id === AREA_ROOT ? top.refetch() : loaded[id] ? loadChildren(id) : undefined)),
    );
    // a parent that just got its first child: show it open
    setExpanded((keys) => [...new Set([...keys, ...parentIds.filter((id) => id !== AREA_ROOT)])]);
    if (parentIds.some((id) => id !== AREA_ROOT && !loaded[id])) await top.refetch();
  };

  const toRows = (nodes: readonly AreaNode[]): AreaRow[] =>
    nodes.map((n) => {
      const children = loaded[n.id];
      if (children) return { ...n, children: toRows(children) };
      return n.hasChildren ? { ...n, children: [] } : n;
    });
  const act = async (call: () => Promise<unknown>, done: string, parentId: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(done);
    await refresh([parentId]);
  };
  const handleDelete = async (row: AreaNode) => {
    if (await deleteNamed(row.fullName, () => areaApi.remove(row.id))) await refresh([row.parentId]);
  };
  const handleSearch = (value: string) => {
    setLoaded({});
    setExpanded([]);
    setSearch(value.trim() || undefined);
  };

  const list: AdminListView<AreaRow> = {
    rows: toRows(top.data ?? []),
    loading: top.isFetching,
    keyword,
    setKeyword,
    search: handleSearch,
    reset: () => {
      setKeyword('');
      handleSearch('');
    },
    reload: async () => {
      setLoaded({});
      setExpanded([]);
      await top.refetch();
    },
  };

  const found = search ? top.data?.length : undefined;

  return (
    <AdminListPage<AreaRow>
      title={t('area.title')}
      testId="area-page"
      list={list}
      search={{ placeholder: t('area.keyword'), testId: 'area-keyword' }}
      resetButton
      add={{ text: t('area.add'), testId: 'area-add', onClick: () => setEditing({}) }}
      table={{
        pagination: false,
        // a search's match count above the rows
        title:
          found === undefined
            ? undefined
            : () => <Alert type="info" showIcon title={t('area.searchResult', { count: found })} />,
        expandable: {
          expandedRowKeys: expanded,
          onExpand: (open, row) => {
            setExpanded((keys) => (open ? [...keys, row.id] : keys.filter((k) => k !== row.id)));
            if (open && !loaded[row.id]) void loadChildren(row.id);
          },
        },
      }}
      columns={[
        {
          title: t('area.field.fullName'),
          dataIndex: 'fullName',
          width: 260,
          render: (v: string, row) => (
            <span data-testid={`area-row-${row.enCode}`}>
              {v} {loading.has(row.id) && <Spin size="small" />}
            </span>
          ),
        },
        { title: t('area.field.enCode'), dataIndex: 'enCode', width: 130 },
        {
          title: t('area.field.type'),
          dataIndex: 'type',
          width: 90,
          render: (v: number) => <Tag color={TYPE_COLORS[v]}>{t(`area.type.${v}`)}</Tag>,
        },
        {
          title: t('area.field.quickQuery'),
          dataIndex: 'quickQuery',
          width: 110,
          responsive: ['lg'],
          render: (v: string | null) => v || '—',
        },
        { title: t('area.field.sortCode'), dataIndex: 'sortCode', width: 70, responsive: ['md'] },
        listColumn.status<AreaRow>({
          title: t('area.field.enabledMark'),
          onToggle: (row) =>
            void act(() => areaApi.toggleState(row.id), t('area.stateChanged'), row.parentId),
        }),
        listColumn.actions<AreaRow>(
          (row) => [
            row.type < AREA_MAX_TYPE && {
              key: 'addChild',
              label: t('area.addChild'),
              code: 'btn_add',
              onClick: () => setEditing({ parent: row }),
            },
            rowAction.edit(() => setEditing({ row }), { testId: `area-edit-${row.enCode}` }),
            rowAction.remove(() => void handleDelete(row)),
          ],
          { width: 190 },
        ),
      ]}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {editing && (
        <AreaForm
          editing={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(ids) => void refresh(ids)}
        />
      )}
    </AdminListPage>
  );
}
