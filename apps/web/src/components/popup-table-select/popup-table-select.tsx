import { Popover } from 'antd';
import { useMemo, useState } from 'react';
import {
  buildParamList,
  DEFAULT_PROPS_VALUE,
  DEFAULT_RELATION_FIELD,
  emptyValue,
  keyOf,
  pageSizeFor,
  PopupField,
  PopupTable,
  toggleRow,
  toKeys,
  usePopupLabels,
  usePopupPage,
  confirmValue,
  type DataPopupProps,
  type InterfaceRecord,
  type PopupValue,
} from '@/components/popup-select';

/** Width of the table popover (spec 02 §2, §9). */
export const POPOVER_WIDTH = 700;
/** Height of the popover's table body. */
export const POPOVER_TABLE_HEIGHT = 300;

/** Props of {@link PopupTableSelect}. */
export interface PopupTableSelectProps extends DataPopupProps {
  /** Shows the keyword filter above the table (default true). */
  filterable?: boolean;
}

/**
 * A field with a table of a data interface's records in a popover (700 px wide, 300 px high).
 * Single choice: clicking a row picks it and closes the popover. Multiple: each row click adds or
 * removes that record at once. Same list and lookup calls as {@link PopupSelect}.
 */
export function PopupTableSelect(props: PopupTableSelectProps) {
  const propsValue = props.propsValue || DEFAULT_PROPS_VALUE;
  const relationField = props.relationField || DEFAULT_RELATION_FIELD;
  const multiple = props.multiple ?? false;
  const hasPage = props.hasPage ?? false;
  const [open, setOpen] = useState(false);
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
  const emit = (value: PopupValue, extra: readonly InterfaceRecord[] = []) => {
    const byKey = new Map(known);
    for (const r of extra) byKey.set(keyOf(r, propsValue), r);
    const records = toKeys(Array.isArray(value) ? value : [value], true)
      .map((k) => byKey.get(k))
      .filter((r): r is InterfaceRecord => r !== undefined);
    props.onChange?.(value, records);
  };
  const toggle = (row: InterfaceRecord) => {
    const current = keys.map((k) => known.get(k) ?? { [propsValue]: k });
    const next = toggleRow(current, row, multiple, propsValue);
    const value = confirmValue(next, multiple, propsValue);
    if (value === null) return;
    remember([row]);
    emit(value, [row]);
    if (!multiple) setOpen(false);
  };
  const testId = props['data-testid'] ?? 'popup-table-select';
  const content = open ? (
    <div style={{ width: `min(${POPOVER_WIDTH}px, calc(100vw - 48px))` }}>
      <PopupTable
        page={page}
        columns={props.columnOptions ?? []}
        propsValue={propsValue}
        multiple={multiple}
        hasPage={hasPage}
        pageSize={pageSizeFor(hasPage, props.pageSize)}
        selectedKeys={keys}
        onToggle={toggle}
        scrollY={POPOVER_TABLE_HEIGHT}
        fullToolbar={false}
        hideToolbar={props.filterable === false}
        data-testid={testId}
      />
    </div>
  ) : null;
  return (
    <Popover
      open={open && !props.disabled}
      onOpenChange={(next) => !next && setOpen(false)}
      trigger="click"
      placement="bottomLeft"
      content={content}
      arrow={false}
      classNames={{ root: 'tessera-popup-overlay' }}
      destroyOnHidden
    >
      <div data-testid={`${testId}-anchor`}>
        <PopupField
          labels={labels}
          multiple={multiple}
          disabled={props.disabled}
          clearable={props.clearable}
          placeholder={props.placeholder}
          id={props.id}
          aria-label={props['aria-label']}
          data-testid={testId}
          onOpen={() => !props.disabled && setOpen(true)}
          onClear={() => emit(emptyValue(multiple))}
          onRemove={(key) => emit(keys.filter((k) => k !== key))}
        />
      </div>
    </Popover>
  );
}
