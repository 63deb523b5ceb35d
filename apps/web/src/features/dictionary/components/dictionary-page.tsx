import { Typography } from 'antd';
import type { DictionaryDataItem, DictionaryTypeNode } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, deleteNamed, useAdminList, useEditing } from '@/components/admin-list-page';
import { EmptyState } from '@/components/empty-state';
import { useMenuTitle } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { dictionaryApi } from '../api/dictionary-api';
import {
  dictionaryDataListOptions,
  dictionaryKeys,
  useDictionaryTypes,
  useInvalidateDictionaries,
  type DataListQuery,
} from '../api/dictionary-queries';
import { dataColumns } from './data-columns';
import { DataForm } from './data-form';
import { TypeForm } from './type-form';
import { TypePanel } from './type-panel';
import './dictionary-page.css';

const FIRST: DataListQuery = { currentPage: 1, pageSize: 20 };

function findNode(
  nodes: readonly DictionaryTypeNode[],
  id: string | undefined,
): DictionaryTypeNode | undefined {
  if (!id) return undefined;
  for (const n of nodes) {
    if (n.id === id) return n;
    const found = findNode(n.children, id);
    if (found) return found;
  }
  return undefined;
}

/** A tree answer carries every node; leaves get no empty children, so no expand icon shows. */
const prune = (rows: readonly DictionaryDataItem[]): DictionaryDataItem[] =>
  rows.map(({ children, ...row }) => (children?.length ? { ...row, children: prune(children) } : row));

/** Ids of the rows that have children, at every depth. */
const parentIds = (rows: readonly DictionaryDataItem[]): string[] =>
  rows.flatMap((r) => (r.children?.length ? [r.id, ...parentIds(r.children)] : []));

/** systemData/dictionary: the type tree at the left, the selected type's items as the list. */
export default function DictionaryPage() {
  const { t } = useTranslation();
  const title = useMenuTitle(t('dictionary.title'));
  const [typeKeyword, setTypeKeyword] = useState<string>();
  const [typeForm, setTypeForm] = useState<{ row?: DictionaryTypeNode }>();
  const item = useEditing<{ row?: DictionaryDataItem }>();
  // a tree type's items start open; the user's folds are kept across reloads
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const types = useDictionaryTypes(typeKeyword);
  const reload = useInvalidateDictionaries();
  const list = useAdminList({
    first: FIRST,
    list: dictionaryDataListOptions,
    invalidate: dictionaryKeys.all,
    remove: (row) => dictionaryApi.removeData(row.id),
    keepOnReset: ['typeId'],
  });
  const selected = useMemo(
    () => findNode(types.data ?? [], list.query.typeId),
    [types.data, list.query.typeId],
  );
  const isTree = selected?.isTree === 1;
  const rows = useMemo(() => (isTree ? prune(list.rows) : list.rows), [isTree, list.rows]);

  /** Shows another type's items from the first page, without the previous type's keyword. */
  const selectType = (typeId: string | undefined) => {
    list.setKeyword('');
    list.setQuery((q) => ({ ...FIRST, pageSize: q.pageSize, typeId }));
  };

  const handleDeleteType = async () => {
    if (!selected) return;
    if (!(await deleteNamed(selected.fullName, () => dictionaryApi.removeType(selected.id)))) return;
    selectType(undefined);
    await reload();
  };
  const handleExport = async () => {
    if (!selected) return;
    const refusal = await dictionaryApi.exportType(selected.id).catch(() => '');
    if (refusal === undefined) feedback.success(t('dictionary.exported'));
    else feedback.error(refusal || t('http.requestFailed'));
  };
  const handleImport = async (file: File) => {
    const envelope = await dictionaryApi.importType(file).catch(() => undefined);
    if (envelope?.code !== 200 || !envelope.data) {
      feedback.error(envelope?.msg || t('http.requestFailed'));
      return;
    }
    feedback.success(envelope.msg);
    await reload();
    selectType(envelope.data.id);
  };

  const columns = dataColumns(t, {
    onToggle: (row) => void list.act(() => dictionaryApi.toggleData(row.id), t('dictionary.stateChanged')),
    onEdit: (row) => item.edit({ row }),
    onDelete: (row) => void list.remove(row),
  });

  return (
    <AdminListPage<DictionaryDataItem>
      title={title}
      testId="dictionary-page"
      list={{ ...list, rows }}
      search={selected ? { placeholder: t('dictionary.keyword'), testId: 'data-keyword' } : false}
      resetButton={!!selected}
      add={selected && { text: t('dictionary.addItem'), testId: 'data-add', onClick: () => item.edit({}) }}
      tree={(compact) => (
        <TypePanel
          compact={compact}
          types={types.data ?? []}
          loading={types.isFetching}
          selected={selected}
          onSelect={(id) => id && selectType(id)}
          onSearch={setTypeKeyword}
          onAdd={() => setTypeForm({})}
          onEdit={() => selected && setTypeForm({ row: selected })}
          onDelete={() => void handleDeleteType()}
          onExport={() => void handleExport()}
          onImport={(file) => void handleImport(file)}
        />
      )}
      table={{
        'data-testid': 'dictionary-data',
        // the type's name on the table's tool line, beside the column settings
        toolbar: selected && (
          <Typography.Title level={2} className="dictionary-data-title">
            {selected.fullName} <Typography.Text type="secondary">({selected.enCode})</Typography.Text>
          </Typography.Title>
        ),
        ...(!selected && { locale: { emptyText: <EmptyState description={t('dictionary.pickType')} /> } }),
        // a tree type answers all its items at once, as a tree table
        ...(isTree && {
          pagination: false,
          expandable: {
            expandedRowKeys: parentIds(rows).filter((id) => !folded.has(id)),
            onExpand: (open: boolean, row: DictionaryDataItem) =>
              setFolded((ids) => {
                const next = new Set(ids);
                if (open) next.delete(row.id);
                else next.add(row.id);
                return next;
              }),
          },
        }),
      }}
      columns={columns}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {item.editing && selected && <DataForm type={selected} row={item.editing.row} onClose={item.close} />}
      {typeForm && (
        <TypeForm
          row={typeForm.row}
          parentId={
            typeForm.row
              ? undefined
              : selected && (selected.children.length ? selected.id : selected.parentId)
          }
          onClose={() => setTypeForm(undefined)}
          onSaved={selectType}
        />
      )}
    </AdminListPage>
  );
}
