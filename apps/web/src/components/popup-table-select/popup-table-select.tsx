import { Popover } from 'antd';
import { useState } from 'react';
import {
  confirmValue,
  PopupField,
  PopupTable,
  toggleRow,
  useDataPopup,
  type DataPopupProps,
  type InterfaceRecord,
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
  const [open, setOpen] = useState(false);
  const { propsValue, multiple, keys, known, remember, emit, field, table } = useDataPopup(
    props,
    open,
    'popup-table-select',
  );
  const toggle = (row: InterfaceRecord) => {
    const current = keys.map((k) => known.get(k) ?? { [propsValue]: k });
    const value = confirmValue(toggleRow(current, row, multiple, propsValue), multiple, propsValue);
    if (value === null) return;
    remember([row]);
    emit(value, [row]);
    if (!multiple) setOpen(false);
  };
  const content = open ? (
    <div style={{ width: `min(${POPOVER_WIDTH}px, calc(100vw - 48px))` }}>
      <PopupTable
        {...table}
        selectedKeys={keys}
        onToggle={toggle}
        scrollY={POPOVER_TABLE_HEIGHT}
        fullToolbar={false}
        hideToolbar={props.filterable === false}
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
      <div data-testid={`${field['data-testid']}-anchor`}>
        <PopupField {...field} onOpen={() => !props.disabled && setOpen(true)} />
      </div>
    </Popover>
  );
}
