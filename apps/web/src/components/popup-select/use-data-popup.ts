import { useMemo } from 'react';
import type { PopupFieldProps } from './popup-field';
import {
  buildParamList,
  DEFAULT_PROPS_VALUE,
  DEFAULT_RELATION_FIELD,
  emptyValue,
  keyOf,
  pageSizeFor,
  toKeys,
  type InterfaceRecord,
  type PopupColumn,
  type PopupValue,
  type TemplateParam,
} from './popup-rules';
import type { PopupTableProps } from './popup-table';
import { usePopupLabels } from './use-popup-labels';
import { usePopupPage } from './use-popup-page';

/** Props shared by the data popups (form model `popupSelect` / `popupTableSelect`). */
export interface DataPopupProps {
  /** Data interface the records come from; without it nothing loads. */
  interfaceId?: string;
  /** Record key stored as the value (default `id`). */
  propsValue?: string;
  /** Record field shown as text (default `fullName`). */
  relationField?: string;
  /** Table columns. */
  columnOptions?: readonly PopupColumn[];
  /** Pages of `pageSize` (default 20); without paging every row comes at once. */
  hasPage?: boolean;
  pageSize?: number;
  /** Interface parameters read from the form (`formData`) or the current sub-table row (`rowData`). */
  templateJson?: readonly TemplateParam[];
  formData?: Readonly<Record<string, unknown>>;
  rowData?: Readonly<Record<string, unknown>>;
  multiple?: boolean;
  value?: PopupValue | null;
  /** Emits the new value and the records it stands for (as far as they are known). */
  onChange?: (value: PopupValue, records: InterfaceRecord[]) => void;
  disabled?: boolean;
  clearable?: boolean;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * The core both data popups (the dialog/drawer {@link PopupSelect} and the popover table) stand on:
 * defaults, the value's keys and texts, the page of records (loaded while `open`), `emit` (the value
 * with the records it stands for: `extra` rows first, then the known ones), and the props of the
 * field and of the table that do not depend on how the popup selects.
 */
export function useDataPopup(props: DataPopupProps, open: boolean, defaultTestId: string) {
  const propsValue = props.propsValue || DEFAULT_PROPS_VALUE;
  const relationField = props.relationField || DEFAULT_RELATION_FIELD;
  const multiple = props.multiple ?? false;
  const hasPage = props.hasPage ?? false;
  const paramList = useMemo(
    () => buildParamList(props.templateJson, props.formData, props.rowData),
    [props.templateJson, props.formData, props.rowData],
  );
  const keys = useMemo(() => toKeys(props.value, multiple), [props.value, multiple]);
  const { labels, known, remember } = usePopupLabels(keys, {
    interfaceId: props.interfaceId,
    propsValue,
    relationField,
    paramList,
  });
  const page = usePopupPage(
    {
      interfaceId: props.interfaceId,
      propsValue,
      relationField,
      columnOptions: props.columnOptions,
      paramList,
      hasPage,
      pageSize: props.pageSize,
    },
    open,
  );
  const testId = props['data-testid'] ?? defaultTestId;
  const emit = (value: PopupValue, extra: readonly InterfaceRecord[] = []) => {
    const records = toKeys(Array.isArray(value) ? value : [value], true)
      .map((k) => extra.find((r) => keyOf(r, propsValue) === k) ?? known.get(k))
      .filter((r): r is InterfaceRecord => r !== undefined);
    props.onChange?.(value, records);
  };
  const field: Omit<PopupFieldProps, 'onOpen'> = {
    labels,
    multiple,
    disabled: props.disabled,
    clearable: props.clearable,
    placeholder: props.placeholder,
    id: props.id,
    'aria-label': props['aria-label'],
    'data-testid': testId,
    onClear: () => emit(emptyValue(multiple)),
    onRemove: (key) => emit(keys.filter((k) => k !== key)),
  };
  const table: Omit<PopupTableProps, 'selectedKeys' | 'onToggle'> = {
    page,
    columns: props.columnOptions ?? [],
    propsValue,
    multiple,
    hasPage,
    pageSize: pageSizeFor(hasPage, props.pageSize),
    'data-testid': testId,
  };
  return { propsValue, multiple, keys, known, remember, emit, testId, field, table };
}
