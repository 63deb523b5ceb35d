import type { PickerValue } from './selection';

/** Props every picker shares; controlled so it works inside an antd `Form.Item`. */
export interface PickerProps {
  value?: PickerValue | null;
  onChange?: (value: PickerValue) => void;
  /** Many picks (a list value) instead of one (a string value). */
  multiple?: boolean;
  disabled?: boolean;
  /** Defaults to 请选择 in the current language. */
  placeholder?: string;
  /** Shows a clear icon on hover when enabled (default true). */
  clearable?: boolean;
  /** Set by `Form.Item` so the label points at the field. */
  id?: string;
  'aria-label'?: string;
  'data-testid'?: string;
}
