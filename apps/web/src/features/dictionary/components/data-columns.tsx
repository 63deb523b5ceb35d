import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { DictionaryDataItem } from '@tessera/shared';
import type { TFunction } from 'i18next';
import { listColumn, rowAction } from '@/components/admin-list-page';

/** What the item rows' switch and actions do. */
export interface DataColumnHandlers {
  onToggle: (row: DictionaryDataItem) => void;
  onEdit: (row: DictionaryDataItem) => void;
  onDelete: (row: DictionaryDataItem) => void;
}

/**
 * The columns of a dictionary type's items: names, default mark, order, state switch, date, actions;
 * their widths add up to what fits beside the type tree on a 1440 px screen.
 */
export function dataColumns(t: TFunction, handlers: DataColumnHandlers): ColumnType<DictionaryDataItem>[] {
  return [
    { title: t('dictionary.field.fullName'), dataIndex: 'fullName', ellipsis: true, width: 170 },
    { title: t('dictionary.field.enCode'), dataIndex: 'enCode', ellipsis: true, width: 110 },
    {
      title: t('dictionary.field.simpleSpelling'),
      dataIndex: 'simpleSpelling',
      width: 80,
      render: (v: string | null) => v || '—',
    },
    {
      title: t('dictionary.field.isDefault'),
      dataIndex: 'isDefault',
      width: 64,
      // only the default item stands out; the others read a plain "no"
      render: (v: number) => (v === 1 ? <Tag color="blue">{t('dictionary.yes')}</Tag> : t('dictionary.no')),
    },
    { title: t('dictionary.field.sortCode'), dataIndex: 'sortCode', width: 64 },
    listColumn.status<DictionaryDataItem>({
      title: t('dictionary.field.enabledMark'),
      onToggle: handlers.onToggle,
      testId: (row) => `data-state-${row.enCode}`,
      width: 110,
    }),
    listColumn.date<DictionaryDataItem>(t('dictionary.field.creatorTime'), 'creatorTime', { width: 166 }),
    listColumn.actions<DictionaryDataItem>(
      (row) => [
        rowAction.edit(() => handlers.onEdit(row), { testId: `data-edit-${row.enCode}` }),
        rowAction.remove(() => handlers.onDelete(row), { testId: `data-delete-${row.enCode}` }),
      ],
      { width: 110 },
    ),
  ];
}
