import { t } from '@/lib/i18n';
import { saveJson } from './import-export';
import type { RowAction } from './row-actions';

/** The edit link of a row (button code btn_edit). */
export function editAction(onClick: () => void, extra: Partial<RowAction> = {}): RowAction {
  return { key: 'edit', label: t('adminList.edit'), code: 'btn_edit', onClick, ...extra };
}

/** The delete link of a row (button code btn_remove), in red. */
export function deleteAction(onClick: () => void, extra: Partial<RowAction> = {}): RowAction {
  return { key: 'delete', label: t('adminList.delete'), code: 'btn_remove', danger: true, onClick, ...extra };
}

/** The export link of a row (button code btn_download): loads the export and saves it as `<fileName>.json`. */
export function exportJsonAction(fileName: string, load: () => Promise<unknown>, label?: string): RowAction {
  const onClick = async () => {
    const file = await load().catch(() => undefined); // the http client showed the reason
    if (file) saveJson(fileName, file);
  };
  return {
    key: 'export',
    label: label ?? t('adminList.export'),
    code: 'btn_download',
    onClick: () => void onClick(),
  };
}
