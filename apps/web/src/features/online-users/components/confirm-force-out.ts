import { feedback } from '@/lib/feedback';
import { t } from '@/lib/i18n';

/**
 * Asks before signing sessions out; when the caller's own session is among them, says so (they
 * will land on the sign-in page). Resolves true on confirm.
 */
export function confirmForceOut(count: number, includesSelf: boolean): Promise<boolean> {
  const content = [t('onlineUsers.confirm', { count }), includesSelf ? t('onlineUsers.selfWarning') : '']
    .filter(Boolean)
    .join(' ');
  const modal = feedback.modal;
  if (!modal) return Promise.resolve(window.confirm(content));
  return new Promise((resolve) => {
    modal.confirm({
      title: t('onlineUsers.forceOut'),
      content,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
