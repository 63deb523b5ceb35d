import { feedback } from '../lib/feedback';
import { t } from '../lib/i18n';

/**
 * Asks 'This operation will permanently delete the data. Do you want to continue?' (spec 01 section 8).
 * Resolves true when the user confirms, false when they cancel; needs the layout's modal API
 * (falls back to the browser's confirm outside the layout).
 */
export function confirmDelete(content: string = t('confirm.delete')): Promise<boolean> {
  const modal = feedback.modal;
  if (!modal) return Promise.resolve(window.confirm(content));
  return new Promise((resolve) => {
    modal.confirm({
      title: t('confirm.deleteTitle'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
