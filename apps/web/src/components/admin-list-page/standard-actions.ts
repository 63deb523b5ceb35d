import { t } from '@/lib/i18n';
import type { RowAction } from './row-actions';

/** The edit link of a row (button code btn_edit). */
export function editAction(onClick: () => void, extra: Partial<RowAction> = {}): RowAction {
  return { key: 'edit', label: t('adminList.edit'), code: 'btn_edit', onClick, ...extra };
}

/** The delete link of a row (button code btn_remove), in red. */
export function deleteAction(onClick: () => void, extra: Partial<RowAction> = {}): RowAction {
  return { key: 'delete', label: t('adminList.delete'), code: 'btn_remove', danger: true, onClick, ...extra };
}
