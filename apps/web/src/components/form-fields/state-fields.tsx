import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** Form.Item props that show a 0/1 number field as a switch (1 on) and store the switch as 0/1. */
export const switchValueProps = {
  valuePropName: 'checked',
  getValueProps: (v: number | undefined) => ({ checked: v === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

/** Sort order: a whole number from 0 to 999999. */
export function SortCodeField({ label, name = 'sortCode' }: { label: string; name?: string }) {
  return (
    <Form.Item name={name} label={label}>
      <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}

/** Props of {@link SwitchField}. */
export interface SwitchFieldProps {
  /** The 0/1 field. */
  name: string;
  label: string;
  /** Text inside the switch when on / off (none when left out). */
  on?: string;
  off?: string;
  testId?: string;
  /** Names the switch for screen readers when it has no texts. */
  ariaLabel?: string;
}

/** A 0/1 field (enabled, default, tree ...) as a switch. */
export function SwitchField({ name, label, on, off, testId, ariaLabel }: SwitchFieldProps) {
  return (
    <Form.Item name={name} label={label} {...switchValueProps}>
      <Switch checkedChildren={on} unCheckedChildren={off} aria-label={ariaLabel} data-testid={testId} />
    </Form.Item>
  );
}

/** A note of at most 500 characters, with a counter. */
export function DescriptionField({
  label,
  name = 'description',
  rows = 3,
}: {
  label: string;
  name?: string;
  rows?: number;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ max: 500 }]}>
      <Input.TextArea maxLength={500} rows={rows} showCount />
    </Form.Item>
  );
}

/** Props of {@link RecordStateFields}. */
export interface RecordStateFieldsProps {
  /** Text namespace: labels `${ns}.field.sortCode|enabledMark|description`, switch `${ns}.state.on|off`. */
  ns: string;
  /** Lines of the description box (default 3). */
  rows?: number;
}

/** Sort order, enabled switch and description: the tail of every administered record's form. */
export function RecordStateFields({ ns, rows }: RecordStateFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <SortCodeField label={t(`${ns}.field.sortCode`)} />
      <SwitchField
        name="enabledMark"
        label={t(`${ns}.field.enabledMark`)}
        on={t(`${ns}.state.on`)}
        off={t(`${ns}.state.off`)}
      />
      <DescriptionField label={t(`${ns}.field.description`)} rows={rows} />
    </>
  );
}

/** The record-state values a row is edited with, or those of a new record (sort 0, enabled). */
export function recordStateValues(
  row?: { sortCode: number; enabledMark: number; description?: string | null } | null,
) {
  if (!row) return { sortCode: 0, enabledMark: 1 as 0 | 1 };
  return {
    sortCode: row.sortCode,
    enabledMark: (row.enabledMark === 0 ? 0 : 1) as 0 | 1,
    description: row.description ?? undefined,
  };
}
