import { feedback } from '@/lib/feedback';
import { t } from '@/lib/i18n';

/** What {@link ask} shows. */
export interface AskOptions {
  title?: string;
  content: string;
  /** Default OK / Cancel in the user's language. */
  okText?: string;
  cancelText?: string;
  /** A red OK button (for losing data). */
  danger?: boolean;
  /** data-testid of the OK and Cancel buttons. */
  testIds?: { ok: string; cancel: string };
}

/** A data-testid for antd's button props (whose type leaves data attributes out). */
const testId = (id?: string) => (id ? ({ 'data-testid': id } as Record<string, string>) : {});

/** Asks a yes/no question in the layout's modal (the browser's confirm outside it); resolves true on OK. */
export function ask(options: AskOptions): Promise<boolean> {
  const modal = feedback.modal;
  if (!modal) return Promise.resolve(window.confirm(options.content));
  return new Promise((resolve) => {
    modal.confirm({
      title: options.title ?? t('common.tip'),
      content: options.content,
      okText: options.okText ?? t('common.ok'),
      cancelText: options.cancelText ?? t('common.cancel'),
      okButtonProps: { danger: options.danger, ...testId(options.testIds?.ok) },
      cancelButtonProps: testId(options.testIds?.cancel),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
