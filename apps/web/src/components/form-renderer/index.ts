/** The form renderer (issue 17 point 4): one component for the designer preview and generated pages. */
export { FormRenderer, type FormRendererHandle, type FormRendererProps } from './form-renderer';
export { FormPreviewDialog, PHONE_WIDTH, type FormPreviewDialogProps } from './form-preview-dialog';
export type { FormMode } from './renderer-context';
export { ShownValue } from './value-shown';
export { submittedValues } from './submit-values';
export { initialValues, newRow, type CurrentDefaults } from './defaults';
export { validateForm, checkValue, isShown } from './rules';
