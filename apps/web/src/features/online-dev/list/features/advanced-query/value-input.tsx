import type { FieldItem, SuperQuerySymbol } from '@tessera/shared';
import { DatePicker, Input, InputNumber, Select, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FieldEditor } from '@/components/form-renderer/field-editor';
import type { QueryField } from './query-model';

/** Props of {@link ValueInput}. */
export interface ValueInputProps {
  field: QueryField;
  symbol: SuperQuerySymbol;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Names the input for assistive technology and tests. */
  label: string;
}

/** Option and picker widgets whose own editor picks the value. */
const EDITOR_KEYS = new Set([
  'select',
  'radio',
  'checkbox',
  'cascader',
  'treeSelect',
  'organizeSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'usersSelect',
  'roleSelect',
  'groupSelect',
  'areaSelect',
]);

const pairOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [null, null]);
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const TIME = 'HH:mm:ss';

/** The field's widget as a value picker: several values for `in` and `notIn`, radios and checkboxes as a select. */
function asPicker(widget: FieldItem, multiple: boolean): FieldItem {
  const key = widget.__config__.jnpfKey;
  return {
    ...widget,
    multiple,
    disabled: false,
    readonly: false,
    clearable: true,
    __config__: { ...widget.__config__, jnpfKey: key === 'radio' || key === 'checkbox' ? 'select' : key },
  } as FieldItem;
}

/** The value input of one condition, suited to its field's widget and its symbol. */
export function ValueInput({ field, symbol, value, onChange, label }: ValueInputProps) {
  const { t } = useTranslation();
  const pair = pairOf(value);
  const many = symbol === 'in' || symbol === 'notIn';
  if (field.kind === 'number') {
    if (symbol === 'between')
      return (
        <Space.Compact>
          <InputNumber
            value={num(pair[0])}
            onChange={(v) => onChange([v, pair[1] ?? null])}
            aria-label={`${label} ${t('onlineDev.aq.min')}`}
            placeholder={t('onlineDev.aq.min')}
          />
          <InputNumber
            value={num(pair[1])}
            onChange={(v) => onChange([pair[0] ?? null, v])}
            aria-label={`${label} ${t('onlineDev.aq.max')}`}
            placeholder={t('onlineDev.aq.max')}
          />
        </Space.Compact>
      );
    return <InputNumber value={num(value)} onChange={(v) => onChange(v)} aria-label={label} />;
  }
  if (field.kind === 'date') {
    if (symbol === 'between') {
      const range =
        pair[0] != null && pair[1] != null
          ? ([dayjs(Number(pair[0])), dayjs(Number(pair[1]))] as [Dayjs, Dayjs])
          : null;
      return (
        <DatePicker.RangePicker
          value={range}
          onChange={(v) =>
            onChange(
              v?.[0] && v[1] ? [v[0].startOf('day').valueOf(), v[1].endOf('day').valueOf()] : [null, null],
            )
          }
          aria-label={label}
        />
      );
    }
    // "after" and "until" a day take its end; "from" and "before" a day take its start
    const atEnd = symbol === '>' || symbol === '<=';
    return (
      <DatePicker
        value={typeof value === 'number' ? dayjs(value) : null}
        onChange={(d) => onChange(d ? (atEnd ? d.endOf('day') : d.startOf('day')).valueOf() : undefined)}
        aria-label={label}
      />
    );
  }
  if (field.kind === 'time') {
    if (symbol === 'between') {
      const range =
        typeof pair[0] === 'string' && typeof pair[1] === 'string'
          ? ([dayjs(pair[0], TIME), dayjs(pair[1], TIME)] as [Dayjs, Dayjs])
          : null;
      return (
        <TimePicker.RangePicker
          value={range}
          onChange={(v) => onChange(v?.[0] && v[1] ? [v[0].format(TIME), v[1].format(TIME)] : [null, null])}
          aria-label={label}
        />
      );
    }
    return (
      <TimePicker
        value={typeof value === 'string' ? dayjs(value, TIME) : null}
        onChange={(d) => onChange(d ? d.format(TIME) : undefined)}
        aria-label={label}
      />
    );
  }
  if (field.kind === 'option' && EDITOR_KEYS.has(field.jnpfKey))
    return (
      <div className="online-aq-picker">
        <FieldEditor
          field={asPicker(field.widget, many)}
          value={value}
          onChange={onChange}
          disabled={false}
          formValues={{}}
          ariaLabel={label}
        />
      </div>
    );
  if (many)
    return (
      <Select
        mode="tags"
        value={Array.isArray(value) ? (value as string[]) : []}
        onChange={(v: string[]) => onChange(v)}
        aria-label={label}
        open={false}
        tokenSeparators={[',', '，']}
        style={{ minWidth: 180 }}
      />
    );
  return (
    <Input
      allowClear
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      onChange={(e) => onChange(e.target.value)}
      aria-label={label}
    />
  );
}
