import { useRef } from 'react';
import { PickerField } from '@/components/pickers/picker-field';

/** Props of {@link PopupField}. */
export interface PopupFieldProps {
  labels: readonly { key: string; label: string }[];
  multiple: boolean;
  disabled?: boolean;
  placeholder?: string;
  clearable?: boolean;
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
  onOpen: () => void;
  onClear: () => void;
  onRemove: (key: string) => void;
}

/**
 * The input-like box of the data popups (the pickers' field): the picked texts, a clear icon on
 * hover when clearable and enabled; clearing does not also open the popup.
 */
export function PopupField({ labels, onOpen, onClear, ...rest }: PopupFieldProps) {
  const justCleared = useRef(false);
  return (
    <PickerField
      {...rest}
      items={labels.map((l) => ({ id: l.key, fullName: l.label }))}
      onOpen={() => {
        if (justCleared.current) {
          justCleared.current = false;
          return;
        }
        onOpen();
      }}
      onClear={() => {
        justCleared.current = true;
        setTimeout(() => (justCleared.current = false), 0);
        onClear();
      }}
    />
  );
}
