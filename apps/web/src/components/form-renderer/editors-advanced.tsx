import type { FieldItem, UploadedFile } from '@tessera/shared';
import { AutoComplete, Input } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPicker } from '@/components/area-picker';
import { useInterfaceOptions } from '@/components/dynamic-options';
import {
  CombinedPicker,
  DepartmentPicker,
  GroupPicker,
  PositionPicker,
  RolePicker,
  UserPicker,
  type PickerValue,
} from '@/components/pickers';
import { buildParamList, PopupSelect, useInterfaceMenu, type PopupColumn } from '@/components/popup-select';
import { PopupTableSelect } from '@/components/popup-table-select';
import { FileUpload, ImageUpload, type SizeUnit } from '@/components/upload';
import { num, str, strings, type EditorProps } from './editor-types';
import { templateParams, userUnitSource } from './field-options';
import { useKey } from './form-store';
import { fetchPopupRecord, popupRecordKey } from './relation-form-api';
import { useRenderer } from './renderer-context';
import { ShownValue } from './value-shown';
import { readLocation } from './value-display';

const pickerValue = (value: unknown, multiple: boolean): PickerValue | null => {
  if (multiple) return strings(value);
  return typeof value === 'string' ? value : null;
};

const UNIT_FILTER: Record<string, string | undefined> = {
  dep: 'departIds',
  pos: 'positionIds',
  role: 'roleIds',
  group: 'groupIds',
};

/**
 * The restriction of a user field to units (form-model.md §6): the units picked in its unit field,
 * else the design's default units (`ableRelationIds`); a unit field left empty without defaults
 * allows no user.
 */
export function unitRestriction(field: FieldItem, values: Readonly<Record<string, unknown>>) {
  const key = UNIT_FILTER[String(field.selectType)];
  if (field.__config__.jnpfKey !== 'userSelect' || !key) return {};
  const source = userUnitSource(field);
  const raw = source ? values[source] : undefined;
  const picked = (Array.isArray(raw) ? raw.flat() : [raw]).filter(
    (x): x is string => typeof x === 'string' && !!x,
  );
  const defaults = strings(field.ableRelationIds);
  // a design with neither a unit field nor default units sets no limit
  if (!source && !defaults.length) return {};
  const ids = picked.length ? picked : defaults;
  return { [key]: ids.length ? ids : ['-'] };
}

/** Department, position, user, role, group and combined pickers. */
export function PickerEditor({ field, value, onChange, disabled, formValues, ariaLabel }: EditorProps) {
  const multiple = field.multiple === true;
  const key = field.__config__.jnpfKey;
  const ableIds = strings(field.ableIds);
  const custom = field.selectType === 'custom';
  const common = {
    multiple,
    disabled,
    placeholder: str(field.placeholder),
    clearable: field.clearable !== false,
    'aria-label': ariaLabel,
  };
  const change = (v: PickerValue) => onChange(Array.isArray(v) ? v : v || null);
  const props = { ...common, value: pickerValue(value, multiple), onChange: change };
  if (key === 'depSelect')
    return <DepartmentPicker {...props} selectType={custom ? 'custom' : 'all'} ableDepIds={ableIds} />;
  if (key === 'posSelect')
    return <PositionPicker {...props} selectType={custom ? 'custom' : 'all'} ablePosIds={ableIds} />;
  if (key === 'userSelect')
    return (
      <UserPicker {...props} userIds={custom ? ableIds : undefined} {...unitRestriction(field, formValues)} />
    );
  if (key === 'roleSelect') return <RolePicker {...props} />;
  if (key === 'groupSelect') return <GroupPicker {...props} />;
  return <CombinedPicker {...props} />;
}

const columnsOf = (field: FieldItem): PopupColumn[] =>
  Array.isArray(field.columnOptions)
    ? (field.columnOptions as { value?: unknown; label?: unknown }[]).map((c) => ({
        value: String(c.value ?? ''),
        label: String(c.label ?? ''),
      }))
    : [];

/**
 * A saved popup key's record, looked up once (`InfoByIds`) and published for the attribute fields
 * (form-model.md §6), unless the record picked in this form already is.
 */
function usePublishedRecord(
  field: FieldItem,
  value: unknown,
  formValues: EditorProps['formValues'],
  main: boolean,
) {
  const { records } = useRenderer();
  const menuId = useInterfaceMenu();
  const vModel = field.__vModel__ ?? '';
  const interfaceId = str(field.interfaceId) ?? '';
  const propsValue = str(field.propsValue) ?? 'id';
  const key = (Array.isArray(value) ? value[0] : value) as unknown;
  const saved = typeof key === 'string' || typeof key === 'number' ? String(key) : '';
  const picked = useKey(records, vModel);
  const shown = picked !== undefined && String(picked[propsValue]) === saved;
  const loaded = useQuery({
    queryKey: popupRecordKey(interfaceId, propsValue, saved),
    queryFn: () =>
      fetchPopupRecord({
        ids: [saved],
        interfaceId,
        propsValue,
        relationField: str(field.relationField) ?? 'fullName',
        paramList: buildParamList(templateParams(field), formValues),
        menuId,
      }),
    enabled: main && Boolean(interfaceId && saved) && !shown,
    staleTime: 60_000,
  });
  useEffect(() => {
    if (main && loaded.data && String(loaded.data[propsValue]) === saved) records.set(vModel, loaded.data);
    // only a new answer is published
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded.data]);
}

/** popupSelect and popupTableSelect: the picked record is published for the attribute fields. */
export function PopupEditor({
  field,
  value,
  onChange,
  disabled,
  formValues,
  rowValues,
  ariaLabel,
}: EditorProps) {
  const { records } = useRenderer();
  const vModel = field.__vModel__ ?? '';
  usePublishedRecord(field, value, formValues, !rowValues);
  const common = {
    interfaceId: str(field.interfaceId),
    propsValue: str(field.propsValue),
    relationField: str(field.relationField),
    columnOptions: columnsOf(field),
    hasPage: field.hasPage === true,
    pageSize: num(field.pageSize),
    templateJson: templateParams(field),
    formData: formValues,
    rowData: rowValues,
    multiple: field.multiple === true,
    value: (value ?? null) as string | string[] | null,
    disabled,
    clearable: field.clearable !== false,
    placeholder: str(field.placeholder),
    'aria-label': ariaLabel,
    onChange: (v: string | string[], picked: Record<string, unknown>[]) => {
      if (!rowValues) records.set(vModel, picked[0]);
      onChange(Array.isArray(v) ? v : v || null);
    },
  };
  if (field.__config__.jnpfKey === 'popupTableSelect')
    return <PopupTableSelect {...common} filterable={field.filterable !== false} />;
  return (
    <PopupSelect
      {...common}
      popupType={field.popupType === 'drawer' ? 'drawer' : 'dialog'}
      popupTitle={str(field.popupTitle)}
      popupWidth={str(field.popupWidth)}
    />
  );
}

/** autoComplete: suggestions from a data interface, the text is the value. */
export function AutoCompleteEditor({
  field,
  value,
  onChange,
  onBlur,
  disabled,
  formValues,
  ariaLabel,
}: EditorProps) {
  const { t } = useTranslation();
  const label = str(field.relationField) ?? 'fullName';
  const { options } = useInterfaceOptions(str(field.interfaceId), templateParams(field), formValues, {
    label,
    value: label,
  });
  return (
    <AutoComplete
      value={typeof value === 'string' ? value : ''}
      options={options.slice(0, num(field.total) ?? 10)}
      onChange={(v) => onChange(v)}
      onBlur={onBlur}
      disabled={disabled}
      allowClear={field.clearable !== false}
      placeholder={str(field.placeholder) ?? t('formRenderer.inputPlaceholder')}
      filterOption={(input, option) => String(option?.value ?? '').includes(input)}
      style={{ width: '100%' }}
      aria-label={ariaLabel}
    />
  );
}

/** uploadFile and uploadImg. */
export function UploadEditor({ field, value, onChange, disabled }: EditorProps) {
  const files = (Array.isArray(value) ? value : []) as UploadedFile[];
  const unit = (['KB', 'MB', 'GB'] as const).find((u) => u === field.sizeUnit) as SizeUnit | undefined;
  const common = {
    value: files,
    onChange: (next: UploadedFile[]) => onChange(next),
    limit: num(field.limit),
    fileSize: num(field.fileSize),
    sizeUnit: unit,
    disabled,
    tip: str(field.tipText),
    'data-testid': `fr-upload-${field.__vModel__ ?? ''}`,
  };
  if (field.__config__.jnpfKey === 'uploadImg') return <ImageUpload {...common} />;
  return <FileUpload {...common} accept={str(field.accept)} buttonText={str(field.buttonText)} />;
}

/** areaSelect. */
export function AreaEditor({ field, value, onChange, disabled, ariaLabel }: EditorProps) {
  const level = ([0, 1, 2, 3] as const).find((l) => l === field.level) ?? 2;
  const common = { level, disabled, placeholder: str(field.placeholder), 'aria-label': ariaLabel };
  if (field.multiple === true)
    return (
      <AreaPicker
        {...common}
        multiple
        value={(Array.isArray(value) ? value : []) as string[][]}
        onChange={onChange}
      />
    );
  return <AreaPicker {...common} value={strings(value)} onChange={onChange} />;
}

/** A value of an unknown widget kind, shown but not editable; disabled: the value itself. */
export function ReadOnlyEditor(props: EditorProps) {
  const { t } = useTranslation();
  const { field, value, disabled } = props;
  if (disabled) return <ShownValue field={field} value={value} />;
  const key = field.__config__.jnpfKey;
  if (key === 'sign' || key === 'signature' || key === 'editor')
    return <ShownValue field={field} value={value} />;
  const place = key === 'location' ? readLocation(value) : undefined;
  const text = place
    ? place.address
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : '';
  return <Input value={text} disabled placeholder={t('formRenderer.notEditableHere')} />;
}
