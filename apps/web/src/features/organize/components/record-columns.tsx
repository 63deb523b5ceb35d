import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { listColumn, rowAction } from '@/components/admin-list-page';

/** Fields every administered row shows. */
interface RecordRow {
  id: string;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
}

/** Name and code columns (sortable on the server). */
export function leadColumns<R extends RecordRow>(t: TFunction): ColumnType<R>[] {
  return [
    { title: t('organize.field.fullName'), dataIndex: 'fullName', sorter: true, ellipsis: true, width: 180 },
    { title: t('organize.field.enCode'), dataIndex: 'enCode', sorter: true, width: 160 },
  ];
}

/** Sort, status, creation time and the edit/delete actions (each behind its button code; pinned right). */
export function tailColumns<R extends RecordRow>(
  t: TFunction,
  actions: { onEdit: (row: R) => void; onDelete: (row: R) => void },
): ColumnType<R>[] {
  return [
    { title: t('organize.field.sortCode'), dataIndex: 'sortCode', sorter: true, width: 90 },
    listColumn.status<R>({ title: t('organize.field.enabledMark') }),
    listColumn.date<R>(t('organize.field.creatorTime'), 'creatorTime', { sorter: true }),
    listColumn.actions<R>((row) => [
      rowAction.edit(() => actions.onEdit(row)),
      rowAction.remove(() => actions.onDelete(row)),
    ]),
  ];
}
