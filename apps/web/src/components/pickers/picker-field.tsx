import { Select } from 'antd';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickItem } from './selection';
import type { PickerProps } from './types';

/** Field props: what is shown, and what opening, clearing or removing a tag does. */
interface PickerFieldProps extends Omit<PickerProps, 'value' | 'onChange'> {
  items: readonly PickItem[];
  onOpen: () => void;
  onClear: () => void;
  onRemove: (id: string) => void;
}

/**
 * The input-like box of a picker: the picked names as tags (multiple) or text (single); a click,
 * Enter or Space opens the dialog; the clear icon shows on hover only when clearable and enabled.
 */
export function PickerField({
  items,
  onOpen,
  onClear,
  onRemove,
  multiple,
  disabled,
  placeholder,
  clearable = true,
  id,
  ...rest
}: PickerFieldProps) {
  const { t } = useTranslation();
  const options = items.map((i) => ({ value: i.id, label: i.fullName }));
  const handleKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onOpen();
  };
  const common = {
    id,
    open: false,
    disabled,
    options,
    placeholder: placeholder ?? t('pickers.placeholder'),
    allowClear: clearable && !disabled,
    onClear,
    onClick: () => !disabled && onOpen(),
    onInputKeyDown: handleKey,
    showSearch: false,
    suffixIcon: null,
    className: 'tessera-picker-field',
    'aria-label': rest['aria-label'],
    'data-testid': rest['data-testid'],
  };
  if (multiple)
    return (
      <Select<string[]>
        {...common}
        mode="multiple"
        maxTagCount="responsive"
        value={items.map((i) => i.id)}
        onDeselect={(v) => onRemove(String(v))}
      />
    );
  return <Select<string> {...common} value={items[0]?.id} />;
}
