import type { FormInstance } from 'antd';
import { useState } from 'react';
import { feedback } from '@/lib/feedback';

/**
 * The save step of an administration form: validate, send, toast, close. A failed validation
 * shows on the fields; a refused call was already shown by the http client and keeps the form open.
 */
export function useSaveForm<V>(
  form: FormInstance<V>,
  onSubmit: (values: V) => Promise<unknown>,
  onDone: () => void,
  savedText: string,
) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values);
      feedback.success(savedText);
      onDone();
    } catch {
      // the http client already showed the server's reason
    } finally {
      setSaving(false);
    }
  };
  return { saving, save };
}
