import { Form, type FormRule } from 'antd';

import { useTranslation } from 'react-i18next';
import { toIds } from './selection';
import { UserPicker, type UserPickerProps } from './user-picker';

/** True when a value holds a chosen user (an approver is required). */
export function hasApprover(value: unknown): boolean {
  return toIds(value, Array.isArray(value)).length > 0;
}

/** The rule every approver field carries: 请选择审批人 (translated) until a user is chosen. */
export function useApproverRules(): FormRule[] {
  const { t } = useTranslation();
  return [
    {
      validator: (_, value: unknown) =>
        hasApprover(value) ? Promise.resolve() : Promise.reject(new Error(t('pickers.approverRequired'))),
    },
  ];
}

/**
 * The approver picker: a user picker (single by default, no system variables) inside a form item
 * that requires a chosen user.
 */
export function ApproverPicker({
  name,
  label,
  ...props
}: Omit<UserPickerProps, 'value' | 'onChange'> & { name: string | (string | number)[]; label?: string }) {
  const { t } = useTranslation();
  const rules = useApproverRules();
  return (
    <Form.Item name={name} label={label} rules={rules} required>
      <UserPicker withSystem={false} title={t('pickers.title.approver')} {...props} />
    </Form.Item>
  );
}
