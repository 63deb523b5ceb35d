import { parseFormData, type ColumnData, type OnlineDevConfig } from '@tessera/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Result } from 'antd';
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
import { useCustomButtons } from './custom-buttons';
import { onlineListFeatures, type OnlineListContext } from './features';
import { listColumns, shownTables, type ListRow } from './list-columns';
import { buttonLabelOf, effectiveDesign, fieldOf, tableKeysOf } from './list-design';
import { isGroupRow, useRowExpansion } from './list-expansion';
import { pageSizes } from './list-query';
import { pageSums, recordRows, SummaryLine } from './list-summary';
import { ListTree } from './list-tree';
import { RecordDetail } from './record-detail';
import { RecordForm, type Editing } from './record-form';
import { SearchBar } from './search-bar';
import { useColumnGrant } from './use-column-grant';
import { useListQuery } from './use-list-query';
import './online-list.css';

/** Props of {@link OnlineListPage}. */
export interface OnlineListPageProps {
  modelId: string;
  menuId?: string;
  title: string;
  /** The released configuration (webType 2). */
  config: OnlineDevConfig;
}

/** Rows from this many on render virtualised (issue 18 point 5). */
const VIRTUAL_FROM = 200;

/**
 * The generated list page of a released form-and-list design (webType 2, form-model.md §4-§5):
 * search bar, the left tree (type 2), grouped (3) and tree-table (5) rows, sortable columns as
 * designed with the user's column settings, paging 20/50/100, the page's sums, built-in and custom
 * buttons under the button permissions, create and edit in the form renderer, the detail viewer,
 * delete and batch delete.
 */
export function OnlineListPage({ modelId, menuId, title, config }: OnlineListPageProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const can = usePermission();
  const form = useMemo(() => {
    const parsed = config.formData ? parseFormData(config.formData) : undefined;
    return parsed?.ok ? parsed.formData : undefined;
  }, [config.formData]);
  const designed = useMemo(() => effectiveDesign(config, form), [config, form]);
  const granted = useColumnGrant(designed);
  // a search field whose column the user is not granted is not offered (rulings 3)
  const design = useMemo(
    () => ({ ...designed, searchList: designed.searchList.filter((s) => granted(s.prop)) }),
    [designed, granted],
  );
  const tableKeys = useMemo(() => tableKeysOf(form), [form]);
  const q = useListQuery(design, menuId);
  const list = useOnlineList(modelId, q.body);
  const rows = useMemo(() => (list.data?.list ?? []) as ListRow[], [list.data]);
  const records = useMemo(() => recordRows(rows), [rows]);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>();
  const [detailId, setDetailId] = useState<string>();

  // with button permissions on, a button shows to holders of btn_<value> (custom buttons: value)
  const allowed = (value: string) =>
    !design.useBtnPermission || can(value.startsWith('btn_') ? value : `btn_${value}`);
  const hasButton = (value: string) => design.btnsList.some((b) => b.value === value) && allowed(value);
  const rowButton = (value: string) => design.columnBtnsList.some((b) => b.value === value) && allowed(value);
  const buttonLabel = (value: string, buttons: ColumnData['btnsList']) => buttonLabelOf(value, buttons, t);

  const reload = () => queryClient.invalidateQueries({ queryKey: onlineListKeys.records(modelId) });
  const custom = useCustomButtons({ design, menuId, allowed, reload });
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

  const actionsOf = (row: ListRow): RowActionList =>
    isGroupRow(row)
      ? []
      : [
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
          ...custom.actions(row, records.indexOf(row)),
        ];
  const hasActions = (['edit', 'detail', 'remove'] as const).some(rowButton) || custom.has;
  const columns: ColumnType<ListRow>[] = [
    ...listColumns(design, tableKeys, q.query.sidx, t('onlineDev.list.blankGroup')),
    ...(hasActions ? [actionsColumn<ListRow>(actionsOf, { width: custom.has ? 200 : 160 })] : []),
  ];
  const tables = shownTables(design, tableKeys);
  const batch = hasButton('batchRemove');
  const selectable = batch || onlineListFeatures.some((f) => f.usesSelection?.(hasButton));
  const expandable = useRowExpansion(design.type, design.childTableStyle, tables, rows);
  const sums = pageSums(design, rows, i18n.language === 'en' ? 'en' : 'zh-CN');

  const view: AdminListView<ListRow> = {
    rows,
    loading: list.isFetching,
    keyword: '',
    setKeyword: () => undefined,
    search: q.handleSearch,
    reset: q.handleReset,
    reload,
    paging: {
      onChange: (_p, _f, sorter, extra) => {
        if (extra.action !== 'sort') return;
        const one = Array.isArray(sorter) ? sorter[0] : sorter;
        q.handleSort(one?.field, one?.order);
      },
      pagination: q.paged
        ? {
            current: q.query.currentPage,
            pageSize: q.query.pageSize,
            total: list.data?.pagination.total ?? 0,
            pageSizeOptions: pageSizes(design),
            showSizeChanger: true,
            showTotal: (n: number) => t('adminTable.total', { total: n }),
            onChange: q.handlePage,
          }
        : false,
    },
  };

  if (!form) return <Result status="info" title={t('onlineDev.noForm')} />;
  const ctx: OnlineListContext = {
    modelId,
    menuId,
    title: config.fullName || title,
    config,
    design,
    form,
    query: q.body,
    rows,
    selected,
    reload,
    hasButton,
    buttonLabel: (value) => buttonLabel(value, design.btnsList),
    setSuperQuery: q.setSuperQuery,
  };
  const virtual = rows.length >= VIRTUAL_FROM;
  const treeShown = design.type === 2 && Boolean(design.treeRelation);

  return (
    <AdminListPage<ListRow>
      title={config.fullName || title}
      testId="online-list-page"
      list={view}
      columns={columns}
      search={false}
      tree={
        treeShown
          ? (compact) => (
              <ListTree
                design={design}
                relation={fieldOf(form, design.treeRelation)}
                value={q.node}
                onChange={q.handleNode}
                compact={compact}
              />
            )
          : undefined
      }
      filters={
        <SearchBar
          searchList={design.searchList}
          values={q.search}
          onChange={q.setSearch}
          onSearch={q.handleSearch}
          onReset={q.handleReset}
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
        rowSelection: selectable
          ? {
              selectedRowKeys: selected,
              onChange: (keys) => setSelected(keys.map(String).filter((k) => !k.startsWith('group:'))),
              getCheckboxProps: (row) => ({ disabled: isGroupRow(row) }),
              checkStrictly: true,
            }
          : undefined,
        expandable,
        virtual,
        scroll: virtual ? { y: 640 } : undefined,
        bordered: tables.size > 0 && design.childTableStyle === 1,
        footer: sums.length
          ? () => <SummaryLine sums={sums} title={t('onlineDev.list.pageTotal')} />
          : undefined,
      }}
    >
      {editing && (
        <RecordForm
          modelId={modelId}
          menuId={menuId}
          design={form}
          editing={editing}
          ids={records.map((r) => r.id)}
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
      {custom.dialogs}
    </AdminListPage>
  );
}
