import type { PrintDevInfo, PrintDevItem } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, listColumn, rowAction, useAdminList, useEditing } from '@/components/admin-list-page';
import { useDictionaryOptions } from '@/components/dictionary';
import { printDevApi, type PrintDevQuery } from '../api/print-dev-api';
import { printDevKeys, printDevListOptions } from '../api/print-dev-queries';
import { PrintDevEditor, TypeSelect } from './print-dev-editor';
import { PrintRecordDialog } from './print-record-dialog';

const FIRST: PrintDevQuery = { currentPage: 1, pageSize: 20 };

/** The categories of the print dictionary, flattened to value -> name. */
function useCategories() {
  const { options } = useDictionaryOptions('printDev');
  const names = useMemo(() => {
    const map = new Map<string, string>();
    const walk = (items: typeof options) =>
      items.forEach((o) => {
        map.set(String(o.value), String(o.label));
        if (o.children) walk(o.children);
      });
    walk(options);
    return map;
  }, [options]);
  return { options, names };
}

/** system/printDev: print templates by category; add, edit, copy, export, import, state, print a record. */
export default function PrintDevPage() {
  const { t } = useTranslation();
  const form = useEditing<{ row?: PrintDevInfo }>();
  const [printing, setPrinting] = useState<PrintDevItem>();
  const categories = useCategories();
  const list = useAdminList({
    first: FIRST,
    list: printDevListOptions,
    invalidate: printDevKeys.lists(),
    remove: (row) => printDevApi.remove(row.id),
    keepOnReset: ['categoryId'],
  });
  const openEditor = async (row?: PrintDevItem) => {
    if (!row) return form.edit({});
    const info = await printDevApi.info(row.id).catch(() => undefined);
    if (info) form.edit({ row: info });
  };
  const toggle = (row: PrintDevItem) =>
    list.act(async () => {
      const info = await printDevApi.info(row.id);
      await printDevApi.update(row.id, { ...info, enabledMark: info.enabledMark === 1 ? 0 : 1 });
    }, t('printDev.stateChanged'));
  const categoryItems = categories.options.map((c) => ({ value: String(c.value), label: String(c.label) }));

  return (
    <AdminListPage<PrintDevItem>
      title={t('printDev.title')}
      testId="print-dev-page"
      list={list}
      search={{ placeholder: t('printDev.keyword'), testId: 'print-keyword' }}
      filters={<TypeSelect value={list.query.type} onChange={(type) => list.filter({ type })} />}
      resetButton
      importFile={{
        text: t('printDev.import'),
        testId: 'print-import',
        onFile: (file) => void list.act(() => printDevApi.importFile(file), t('printDev.imported')),
      }}
      add={{ text: t('printDev.add'), testId: 'print-add', onClick: () => void openEditor() }}
      categories={{
        label: t('printDev.field.categoryId'),
        allLabel: t('printDev.allCategories'),
        categories: categoryItems,
        value: list.query.categoryId,
        onChange: (categoryId) => list.filter({ categoryId }),
      }}
      columns={[
        {
          title: t('printDev.field.fullName'),
          dataIndex: 'fullName',
          sorter: true,
          ellipsis: true,
          width: 160,
        },
        { title: t('printDev.field.enCode'), dataIndex: 'enCode', sorter: true, width: 150, ellipsis: true },
        {
          title: t('printDev.field.categoryId'),
          dataIndex: 'categoryId',
          width: 110,
          render: (v: string | null) => (v ? (categories.names.get(v) ?? v) : '—'),
        },
        {
          title: t('printDev.field.type'),
          dataIndex: 'type',
          width: 90,
          render: (v: number) => t(`printDev.type.${v}`),
        },
        { title: t('printDev.field.sortCode'), dataIndex: 'sortCode', sorter: true, width: 70 },
        listColumn.status<PrintDevItem>({
          title: t('printDev.field.enabledMark'),
          onToggle: (row) => void toggle(row),
        }),
        listColumn.date<PrintDevItem>(t('printDev.field.creatorTime'), 'creatorTime', {
          sorter: true,
          width: 160,
        }),
        listColumn.actions<PrintDevItem>(
          (row) => [
            rowAction.edit(() => void openEditor(row)),
            {
              key: 'print',
              label: t('printDev.printRecord.action'),
              disabled: row.enabledMark !== 1,
              onClick: () => setPrinting(row),
              testId: `print-record-${row.enCode}`,
            },
            {
              key: 'copy',
              label: t('printDev.copy'),
              code: 'btn_add',
              onClick: () => void list.act(() => printDevApi.copy(row.id), t('printDev.copied')),
            },
            rowAction.exportJson(row.fullName, () => printDevApi.exportFile(row.id)),
            rowAction.remove(() => void list.remove(row)),
          ],
          { width: 190 },
        ),
      ]}
    >
      {form.editing && <PrintDevEditor row={form.editing.row} onClose={form.close} />}
      {printing && <PrintRecordDialog template={printing} onClose={() => setPrinting(undefined)} />}
    </AdminListPage>
  );
}
