import { Card, Grid, Typography } from 'antd';
import type { DictionaryTypeNode } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMenuTitle } from '@/components/permission';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { feedback } from '@/lib/feedback';
import { dictionaryApi } from '../api/dictionary-api';
import { useDictionaryTypes, useInvalidateDictionaries } from '../api/dictionary-queries';
import { DataTable } from './data-table';
import { TypeForm } from './type-form';
import { TypePanel } from './type-panel';
import '@/components/admin-table/admin-table.css';
import './dictionary-page.css';

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

/** systemData/dictionary: the type tree on the left, the selected type's items on the right. */
export default function DictionaryPage() {
  const { t } = useTranslation();
  const title = useMenuTitle(t('dictionary.title'));
  const screens = Grid.useBreakpoint();
  const [keyword, setKeyword] = useState<string>();
  const [selectedId, setSelectedId] = useState<string>();
  const [typeForm, setTypeForm] = useState<{ row?: DictionaryTypeNode }>();
  const types = useDictionaryTypes(keyword);
  const selected = useMemo(() => findNode(types.data ?? [], selectedId), [types.data, selectedId]);
  const reload = useInvalidateDictionaries();

  const handleDelete = async () => {
    if (!selected || !(await confirmDelete())) return;
    const ok = await dictionaryApi.removeType(selected.id).then(
      () => true,
      () => false,
    );
    if (!ok) return;
    feedback.success(t('dictionary.deleted'));
    setSelectedId(undefined);
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
    setSelectedId(envelope.data.id);
  };

  return (
    <Card className="admin-page dictionary-page" data-testid="dictionary-page">
      <Typography.Title level={1} className="admin-title">
        {title}
      </Typography.Title>
      <div className="admin-split">
        <TypePanel
          types={types.data ?? []}
          loading={types.isFetching}
          selected={selected}
          onSelect={(id) => id && setSelectedId(id)}
          onSearch={setKeyword}
          onAdd={() => setTypeForm({})}
          onEdit={() => selected && setTypeForm({ row: selected })}
          onDelete={() => void handleDelete()}
          onExport={() => void handleExport()}
          onImport={(file) => void handleImport(file)}
        />
        {selected ? (
          <DataTable key={selected.id} type={selected} wide={!!screens.md} />
        ) : (
          <EmptyState description={t('dictionary.pickType')} />
        )}
      </div>
      {typeForm && (
        <TypeForm
          row={typeForm.row}
          parentId={
            typeForm.row
              ? undefined
              : selected && (selected.children.length ? selected.id : selected.parentId)
          }
          onClose={() => setTypeForm(undefined)}
          onSaved={setSelectedId}
        />
      )}
    </Card>
  );
}
