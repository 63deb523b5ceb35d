/**
 * Shared field groups of the administration forms (inside an antd `Form`, e.g. `EditDrawer`):
 * - `NameField` / `CodeField` ({label, requiredMessage, testId?, name?, maxLength? = 50, extra?};
 *   CodeField also {pattern? = CODE_RULE, patternMessage?, inputMode?}); `NameCodeFields` ({ns,
 *   testIdPrefix? = 'field-', code?}) takes its texts from `${ns}.field.*` and `${ns}.required.*`.
 * - `SortCodeField` ({label}), `SwitchField` ({name, label, on?, off?, testId?, ariaLabel?}) for 0/1
 *   fields (`switchValueProps` for a custom Form.Item), `DescriptionField` ({label, rows? = 3}),
 *   and `RecordStateFields` ({ns, rows?}): all three, texts from `${ns}.field.*` and `${ns}.state.on|off`.
 * - `recordStateValues(row?)`: the initial sortCode / enabledMark / description of a row or a new record.
 * - `FormModal`: a dialog twin of `EditDrawer` (same props, plus saveTestId and width 560).
 */
export { CodeField, NameCodeFields, NameField } from './name-code-fields';
export type { CodeFieldProps, NameCodeFieldsProps, TextFieldProps } from './name-code-fields';
export {
  DescriptionField,
  RecordStateFields,
  SortCodeField,
  SwitchField,
  recordStateValues,
  switchValueProps,
} from './state-fields';
export type { RecordStateFieldsProps, SwitchFieldProps } from './state-fields';
export { FormModal, type FormModalProps } from './form-modal';
