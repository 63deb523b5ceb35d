import type { FieldItem, UploadedFile } from '@tessera/shared';
import { AutoComplete, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AreaPicker } from '@/components/area-picker';
import { useInterfaceOptions } from '@/components/dynamic-options';
import {
  CombinedPicker,
  DepartmentPicker,
  GroupPicker,
  OrganizePicker,
  PositionPicker,
  RolePicker,
  UserPicker,
  type PickerValue,
} from '@/components/pickers';
import { PopupSelect, type PopupColumn } from '@/components/popup-select';
import { PopupTableSelect } from '@/components/popup-table-select';
import { FileUpload, ImageUpload, type SizeUnit } from '@/components/upload';
import { num, str, strings, type EditorProps } from './editor-types';
import { templateParams, userUnitSource } from './field-options';
import { useRenderer } from './renderer-context';

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

/** The restriction of a user field to the unit picked in another field (form-model.md §6). */
function unitRestriction(field: FieldItem, values: Readonly<Record<string, unknown>>) {
  const source = userUnitSource(field);
  if (!source) return {};
  const raw = values[source];
  const ids = (Array.isArray(raw) ? raw.flat() : [raw]).filter(
    (x): x is string => typeof x === 'string' && !!x,
  );
  const key = UNIT_FILTER[String(field.selectType)];
  // nothing picked in the unit field yet: no user may be picked
  return key ? { [key]: ids.length ? ids : ['-'] } : {};
}

/** Organisation, department, position, user, role, group and combined pickers. */
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
  if (key === 'organizeSelect') {
    // the value is the id path (a list of paths when multiple); the picker holds the last ids
    const last = (p: unknown) => (Array.isArray(p) ? String(p[p.length - 1] ?? '') : '');
    const shown = multiple
      ? (Array.isArray(value) ? value : []).map(last).filter(Boolean)
      : last(value) || null;
    return (
      <OrganizePicker
        {...common}
        value={shown}
        ableIds={custom ? ableIds : undefined}
        onChange={(v) => onChange(Array.isArray(v) ? v.map((id) => [id]) : v ? [v] : [])}
      />
    );
  }
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

/** A value this renderer shows but cannot edit here (signatures, location, rich text). */
export function ReadOnlyEditor({ field, value }: EditorProps) {
  const { t } = useTranslation();
  const key = field.__config__.jnpfKey;
  if ((key === 'sign' || key === 'signature') && typeof value === 'string' && value)
    return <img src={value} alt={String(field.__config__.label ?? '')} className="fr-sign" />;
  if (key === 'editor' && typeof value === 'string')
    return <Typography.Paragraph className="fr-plain">{value.replace(/<[^>]*>/g, ' ')}</Typography.Paragraph>;
  let text = '';
  if (typeof value === 'string' && key === 'location') {
    try {
      text = String((JSON.parse(value) as { fullAddress?: unknown }).fullAddress ?? '');
    } catch {
      text = '';
    }
  } else if (typeof value === 'string' || typeof value === 'number') text = String(value);
  return <Input value={text} disabled placeholder={t('formRenderer.notEditableHere')} />;
}
