import type { FormInstance } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { t } from '@/lib/i18n';
import { ask } from './ask';

/** Asks whether to close a form with unsaved changes; resolves true to discard them. */
export function confirmDiscard(): Promise<boolean> {
  return ask({
    title: t('adminList.discardTitle'),
    content: t('adminList.discardQuestion'),
    okText: t('adminList.discard'),
    cancelText: t('adminList.keepEditing'),
    danger: true,
    testIds: { ok: 'discard-ok', cancel: 'discard-cancel' },
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
