import type { FieldItem, ListSearchField } from '@tessera/shared';
import { Button, DatePicker, Input, InputNumber, Space, TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FieldEditor } from '@/components/form-renderer/field-editor';
import { DATE_KEYS, KEYWORD, type SearchValues } from './list-query';

/** Props of {@link SearchBar}. */
export interface SearchBarProps {
  searchList: readonly ListSearchField[];
  values: SearchValues;
  onChange: (values: SearchValues) => void;
  onSearch: () => void;
  onReset: () => void;
}

const OPTION_KEYS = new Set(['select', 'radio', 'checkbox', 'cascader', 'treeSelect']);
const PICKER_KEYS = new Set([
  'organizeSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'usersSelect',
  'roleSelect',
  'groupSelect',
]);
const TIME_KEYS = new Set(['timePicker']);

const labelOf = (s: ListSearchField) => s.label || s.fullName || s.prop;

/** A search field as an editable widget: radios and checkboxes pick from a select, `searchMultiple` picks several. */
function asSearchWidget(s: ListSearchField): FieldItem | undefined {
  const field = s as unknown as FieldItem;
  if (!field.__config__ || typeof field.__config__ !== 'object') return undefined;
  const key = s.jnpfKey ?? field.__config__.jnpfKey;
  const asSelect = key === 'radio' || key === 'checkbox' ? 'select' : key;
  return {
    ...field,
    multiple: s.searchMultiple,
    disabled: false,
    clearable: true,
    __config__: { ...field.__config__, jnpfKey: asSelect },
  } as FieldItem;
}

/** A range of two numbers (number, calculate, rate, slider). */
function NumberRange({
  value,
  onChange,
  label,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  label: string;
}) {
  const pair = Array.isArray(value) ? value : [];
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const set = (i: number, v: number | null) => {
    const next = [num(pair[0]), num(pair[1])];
    next[i] = v;
    onChange(next.every((x) => x === null) ? [] : next);
  };
  return (
    <Space.Compact>
      <InputNumber value={num(pair[0])} onChange={(v) => set(0, v)} aria-label={`${label} min`} />
      <InputNumber value={num(pair[1])} onChange={(v) => set(1, v)} aria-label={`${label} max`} />
    </Space.Compact>
  );
}

/** The input of one search field by its kind (searchType and widget). */
function SearchInput({
  s,
  value,
  onChange,
}: {
  s: ListSearchField;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const label = labelOf(s);
  const key = s.jnpfKey ?? '';
  if (s.searchType === 3) {
    const pair = Array.isArray(value) ? value : [];
    if (DATE_KEYS.has(key)) {
      const range =
        pair.length === 2 ? ([dayjs(Number(pair[0])), dayjs(Number(pair[1]))] as [Dayjs, Dayjs]) : null;
      return (
        <DatePicker.RangePicker
          value={range}
          onChange={(v) =>
            onChange(v?.[0] && v[1] ? [v[0].startOf('day').valueOf(), v[1].endOf('day').valueOf()] : [])
          }
          aria-label={label}
        />
      );
    }
    if (TIME_KEYS.has(key)) {
      const range =
        pair.length === 2
          ? ([dayjs(String(pair[0]), 'HH:mm:ss'), dayjs(String(pair[1]), 'HH:mm:ss')] as [Dayjs, Dayjs])
          : null;
      return (
        <TimePicker.RangePicker
          value={range}
          onChange={(v) => onChange(v?.[0] && v[1] ? [v[0].format('HH:mm:ss'), v[1].format('HH:mm:ss')] : [])}
          aria-label={label}
        />
      );
    }
    return <NumberRange value={value} onChange={onChange} label={label} />;
  }
  const widget = OPTION_KEYS.has(key) || PICKER_KEYS.has(key) ? asSearchWidget(s) : undefined;
  if (widget)
    return (
      <div className="online-search-widget">
        <FieldEditor
          field={widget}
          value={value}
          onChange={onChange}
          disabled={false}
          formValues={{}}
          ariaLabel={label}
        />
      </div>
    );
  return (
    <Input
      allowClear
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
      onChange={(e) => onChange(e.target.value)}
      aria-label={label}
      placeholder={label}
    />
  );
}

/**
 * The search bar of a generated list (form-model.md §4 searchList): one input per search field by
 * its kind (equal, fuzzy, range), the keyword box shared by the keyword fields, search and reset.
 */
export function SearchBar({ searchList, values, onChange, onSearch, onReset }: SearchBarProps) {
  const { t } = useTranslation();
  const keywordFields = searchList.filter((s) => s.isKeyword);
  const fields = searchList.filter((s) => !s.isKeyword);
  if (!searchList.length) return null;
  const set = (prop: string, v: unknown) => onChange({ ...values, [prop]: v });
  const keywordHint = keywordFields.map(labelOf).join(' / ');
  return (
    <form
      className="online-search"
      data-testid="online-list-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      {keywordFields.length > 0 && (
        <label className="online-search-item">
          <span>{t('onlineDev.list.keyword')}</span>
          <Input
            allowClear
            value={typeof values[KEYWORD] === 'string' ? (values[KEYWORD] as string) : ''}
            onChange={(e) => set(KEYWORD, e.target.value)}
            placeholder={keywordHint}
            aria-label={t('onlineDev.list.keyword')}
            data-testid="online-list-keyword"
          />
        </label>
      )}
      {fields.map((s) => (
        <div className="online-search-item" key={s.prop} data-testid={`online-search-${s.prop}`}>
          <span>{labelOf(s)}</span>
          <SearchInput s={s} value={values[s.prop]} onChange={(v) => set(s.prop, v)} />
        </div>
      ))}
      <Space className="online-search-buttons">
        <Button type="primary" htmlType="submit" data-testid="online-list-search-submit">
          {t('onlineDev.list.search')}
        </Button>
        <Button onClick={onReset} data-testid="online-list-search-reset">
          {t('onlineDev.list.reset')}
        </Button>
      </Space>
    </form>
  );
}
