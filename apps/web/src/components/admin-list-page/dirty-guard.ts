import type { FormInstance } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { feedback } from '@/lib/feedback';
import { t } from '@/lib/i18n';

/** A data-testid for antd's button props (whose type leaves data attributes out). */
const testId = (id: string) => ({ 'data-testid': id }) as Record<string, string>;

/** Asks whether to close a form with unsaved changes; resolves true to discard them. */
export function confirmDiscard(): Promise<boolean> {
  const modal = feedback.modal;
  if (!modal) return Promise.resolve(window.confirm(t('adminList.discardQuestion')));
  return new Promise((resolve) => {
    modal.confirm({
      title: t('adminList.discardTitle'),
      content: t('adminList.discardQuestion'),
      okText: t('adminList.discard'),
      cancelText: t('adminList.keepEditing'),
      okButtonProps: { danger: true, ...testId('discard-ok') },
      cancelButtonProps: testId('discard-cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * Closes at once when `isDirty` answers false; otherwise asks first and closes only when the user
 * discards. A second request while the question is open is ignored (Esc pressed twice).
 */
export function makeGuardedClose(
  isDirty: () => boolean,
  close: () => void,
  ask: () => Promise<boolean> = confirmDiscard,
): () => Promise<void> {
  let asking = false;
  return async () => {
    if (asking) return;
    if (!isDirty()) return close();
    asking = true;
    try {
      if (await ask()) close();
    } finally {
      asking = false;
    }
  };
}

/** A create/edit form's close for Esc, the X, Cancel and the mask: asks first when a field was changed. */
export function useGuardedClose(form: FormInstance, close: () => void): () => Promise<void> {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  return useMemo(
    () =>
      makeGuardedClose(
        () => form.isFieldsTouched(),
        () => latest.current(),
      ),
    [form],
  );
}
