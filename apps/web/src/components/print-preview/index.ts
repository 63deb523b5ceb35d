/** The print preview dialog (spec 02 §2) and the template renderer it uses. */
export { PrintPreview, type PrintPreviewProps } from './print-preview';
export { renderPrintTemplate, sanitizePrintHtml, type RenderInput } from './render-template';
