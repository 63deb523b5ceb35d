import {
  listFieldsOf,
  parseColumnData,
  parseFormData,
  walkFields,
  type ColumnData,
  type FormData,
  type OnlineDevConfig,
} from '@tessera/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result, Table, Tabs, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AdminListPage,
  actionsColumn,
  type AdminListView,
  type RowActionList,
} from '@/components/admin-list-page';
import { confirmDelete } from '@/components/confirm-delete';
import { usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { onlineListApi } from '../api/online-list-api';
import { onlineListKeys, useOnlineList } from '../api/online-list-queries';
import { onlineListFeatures, type OnlineListContext } from './features';
import { displayText, listColumns, shownTables, type ListRow } from './list-columns';
import {
  buildQueryJson,
  defaultSidx,
  initialSearch,
  pageSizes,
  sorterSidx,
  type SearchValues,
} from './list-query';
import { RecordDetail } from './record-detail';
import { RecordForm, type Editing } from './record-form';
import { SearchBar } from './search-bar';
import './online-list.css';

/** Props of {@link OnlineListPage}. */
export interface OnlineListPageProps {
  modelId: string;
  menuId?: string;
  title: string;
  /** The released configuration (webType 2). */
  config: OnlineDevConfig;
}

/** The designer's default labels of the built-in buttons (form-model.md §4). */
const DEFAULT_LABELS: Record<string, string> = {
  add: '新增',
  batchRemove: '批量删除',
  edit: '编辑',
  detail: '详情',
  remove: '删除',
};

/** Rows from this many on render virtualised (issue 18 point 5). */
const VIRTUAL_FROM = 200;

/** A design without a list design lists every main field and offers edit, detail and remove. */
function effectiveDesign(config: OnlineDevConfig, form: FormData | undefined): ColumnData {
  const design = parseColumnData(config.columnData);
  if (config.columnData?.trim() || !form) return design;
  const columnList = [...listFieldsOf(form).values()]
    .filter((f) => !f.table)
    .map((f) => ({
      prop: f.id,
      label: labelOf(form, f.id),
      fixed: 'none' as const,
      align: 'left' as const,
      sortable: false,
    }));
  return {
    ...design,
    columnList,
    columnBtnsList: [{ value: 'edit' }, { value: 'detail' }, { value: 'remove' }],
  };
}

const labelOf = (form: FormData, vModel: string) =>
  String(
    walkFields(form.fields).find((w) => w.field.__vModel__ === vModel)?.field.__config__.label ?? vModel,
  );

/**
 * The generated list page of a released form-and-list design (webType 2, form-model.md §4-§5):
 * search bar, sortable columns as designed, paging 20/50/100, buttons under the button
 * permissions, create and edit in the form renderer, the detail viewer, delete and batch delete.
 */
export function OnlineListPage({ modelId, menuId, title, config }: OnlineListPageProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const can = usePermission();
  const form = useMemo(() => {
    const parsed = config.formData ? parseFormData(config.formData) : undefined;
    return parsed?.ok ? parsed.formData : undefined;
  }, [config.formData]);
  const design = useMemo(() => effectiveDesign(config, form), [config, form]);
  const tableKeys = useMemo(
    () =>
      new Set(
        form
          ? walkFields(form.fields).flatMap((w) =>
              w.kind?.key === 'table' && w.field.__vModel__ ? [w.field.__vModel__] : [],
            )
          : [],
      ),
    [form],
  );
  const firstSidx = defaultSidx(design);
  const [search, setSearch] = useState<SearchValues>(() => initialSearch(design.searchList));
  const [query, setQuery] = useState<{
    currentPage: number;
    pageSize: number;
    sidx: string;
    queryJson?: string;
    superQueryJson?: string;
  }>(() => ({
    currentPage: 1,
    pageSize: design.pageSize,
    sidx: firstSidx,
    queryJson: stringify(buildQueryJson(design.searchList, initialSearch(design.searchList))),
  }));
  const body = design.hasPage ? { ...query, menuId } : { ...query, currentPage: 1, pageSize: 10_000, menuId };
  const list = useOnlineList(modelId, body);
  const rows = useMemo(() => (list.data?.list ?? []) as ListRow[], [list.data]);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>();
  const [detailId, setDetailId] = useState<string>();

  // with button permissions on, a button shows to holders of btn_<value> (custom buttons: value)
  const allowed = (value: string) =>
    !design.useBtnPermission || can(value.startsWith('btn_') ? value : `btn_${value}`);
  const hasButton = (value: string) => design.btnsList.some((b) => b.value === value) && allowed(value);
  const rowButton = (value: string) => design.columnBtnsList.some((b) => b.value === value) && allowed(value);
  // a built-in button keeps the user's language unless the designer renamed it
  const buttonLabel = (value: string, list: ColumnData['btnsList']) => {
    const label = list.find((b) => b.value === value)?.label;
    return label && label !== DEFAULT_LABELS[value] ? label : t(`onlineDev.list.btn.${value}`);
  };

  const reload = () => queryClient.invalidateQueries({ queryKey: onlineListKeys.records(modelId) });
  const handleSearch = () =>
    setQuery((q) => ({
      ...q,
      currentPage: 1,
      queryJson: stringify(buildQueryJson(design.searchList, search)),
    }));
  const handleReset = () => {
    const first = initialSearch(design.searchList);
    setSearch(first);
    setQuery((q) => ({
      ...q,
      currentPage: 1,
      sidx: firstSidx,
      queryJson: stringify(buildQueryJson(design.searchList, first)),
    }));
  };
  const handleRemove = async (row: ListRow) => {
    if (!(await confirmDelete())) return;
    const ok = await onlineListApi.remove(modelId, row.id).then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(t('onlineDev.list.deleted'));
    setSelected((s) => s.filter((id) => id !== row.id));
    await reload();
  };
  const handleBatchRemove = async () => {
    if (!selected.length) {
      feedback.warning(t('onlineDev.list.selectFirst'));
      return;
    }
    if (!(await confirmDelete())) return;
    const ok = await onlineListApi.batchRemove(modelId, selected).then(
      () => true,
      () => false,
    );
    if (ok) {
      feedback.success(t('onlineDev.list.deleted'));
      setSelected([]);
    }
    await reload();
  };

  const actionsOf = (row: ListRow): RowActionList => [
    rowButton('edit') && {
      key: 'edit',
      label: buttonLabel('edit', design.columnBtnsList),
      onClick: () => setEditing({ mode: 'edit', id: row.id }),
      testId: 'online-row-edit',
    },
    rowButton('detail') && {
      key: 'detail',
      label: buttonLabel('detail', design.columnBtnsList),
      onClick: () => setDetailId(row.id),
      testId: 'online-row-detail',
    },
    rowButton('remove') && {
      key: 'remove',
      label: buttonLabel('remove', design.columnBtnsList),
      danger: true,
      onClick: () => void handleRemove(row),
      testId: 'online-row-remove',
    },
  ];
  const hasActions = (['edit', 'detail', 'remove'] as const).some(rowButton);
  const columns: ColumnType<ListRow>[] = [
    ...listColumns(design, tableKeys, query.sidx),
    ...(hasActions ? [actionsColumn<ListRow>(actionsOf, { width: 160 })] : []),
  ];
  const tables = shownTables(design, tableKeys);
  const batch = hasButton('batchRemove');

  const view: AdminListView<ListRow> = {
    rows,
    loading: list.isFetching,
    keyword: '',
    setKeyword: () => undefined,
    search: handleSearch,
    reset: handleReset,
    reload,
    paging: {
      onChange: (_p, _f, sorter, extra) => {
        if (extra.action !== 'sort') return;
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        setQuery((q) => ({ ...q, currentPage: 1, sidx: sorterSidx(one?.field, one?.order) ?? firstSidx }));
      },
      pagination: design.hasPage
        ? {
            current: query.currentPage,
            pageSize: query.pageSize,
            total: list.data?.pagination.total ?? 0,
            pageSizeOptions: pageSizes(design),
            showSizeChanger: true,
            showTotal: (n: number) => t('adminTable.total', { total: n }),
            onChange: (currentPage: number, pageSize: number) =>
              setQuery((q) => ({ ...q, currentPage: pageSize === q.pageSize ? currentPage : 1, pageSize })),
          }
        : false,
    },
  };

  const expandable: TableProps<ListRow>['expandable'] =
    design.childTableStyle === 2 && tables.size
      ? {
          expandedRowRender: (row) => (
            <Tabs
              size="small"
              items={[...tables].map(([key, table]) => ({
                key,
                label: table.label,
                children: (
                  <Table<Record<string, unknown>>
                    size="small"
                    pagination={false}
                    rowKey={(r) => String(r.id)}
                    dataSource={Array.isArray(row[key]) ? (row[key] as Record<string, unknown>[]) : []}
                    columns={table.columns.map((c) => ({
                      key: c.child,
                      dataIndex: c.child,
                      title: c.label,
                      render: (v: unknown) => displayText(v),
                    }))}
                  />
                ),
              }))}
            />
          ),
        }
      : undefined;

  if (!form) return <Result status="info" title={t('onlineDev.noForm')} />;
  const ctx: OnlineListContext = {
    modelId,
    menuId,
    title: config.fullName || title,
    config,
    design,
    form,
    query: body,
    rows,
    selected,
    reload,
    hasButton,
    buttonLabel: (value) => buttonLabel(value, design.btnsList),
    setSuperQuery: (superQueryJson) => setQuery((q) => ({ ...q, currentPage: 1, superQueryJson })),
  };
  const virtual = rows.length >= VIRTUAL_FROM;

  return (
    <AdminListPage<ListRow>
      title={config.fullName || title}
      testId="online-list-page"
      list={view}
      columns={columns}
      search={false}
      filters={
        <SearchBar
          searchList={design.searchList}
          values={search}
          onChange={setSearch}
          onSearch={handleSearch}
          onReset={handleReset}
        />
      }
      refreshTestId="online-list-refresh"
      actions={
        <>
          {onlineListFeatures.map(({ key, Toolbar }) => (
            <Toolbar key={key} ctx={ctx} />
          ))}
          {batch && (
            <Button danger onClick={() => void handleBatchRemove()} data-testid="online-list-batch-remove">
              {buttonLabel('batchRemove', design.btnsList)}
            </Button>
          )}
          {hasButton('add') && (
            <Button
              type="primary"
              onClick={() => setEditing({ mode: 'create' })}
              data-testid="online-list-add"
            >
              {buttonLabel('add', design.btnsList)}
            </Button>
          )}
        </>
      }
      table={{
        'data-testid': 'online-list-table',
        rowSelection: batch
          ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }
          : undefined,
        expandable,
        virtual,
        scroll: virtual ? { y: 640 } : undefined,
        bordered: tables.size > 0 && design.childTableStyle === 1,
      }}
    >
      {editing && (
        <RecordForm
          modelId={modelId}
          menuId={menuId}
          design={form}
          editing={editing}
          ids={rows.map((r) => r.id)}
          onMove={setEditing}
          onClose={() => setEditing(undefined)}
          onSaved={() => void reload()}
        />
      )}
      {detailId && (
        <RecordDetail
          modelId={modelId}
          design={form}
          id={detailId}
          useFormPermission={design.useFormPermission}
          onClose={() => setDetailId(undefined)}
        />
      )}
    </AdminListPage>
  );
}

/** A query as the JSON text the List call takes (undefined when empty). */
function stringify(value: unknown): string | undefined {
  return value === undefined ? undefined : JSON.stringify(value);
}
