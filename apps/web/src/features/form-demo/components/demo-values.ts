/** The form demo's fields in display order, with the label key of each. */
export const DEMO_FIELDS = [
  ['name', 'formDemo.name'],
  ['sex', 'formDemo.sex'],
  ['option', 'formDemo.option'],
  ['user', 'formDemo.user'],
  ['users', 'formDemo.users'],
  ['organize', 'formDemo.organize'],
  ['orgUser', 'formDemo.orgUser'],
  ['approver', 'formDemo.approver'],
  ['area', 'formDemo.area'],
  ['billNo', 'formDemo.billNo'],
  ['code', 'formDemo.code'],
  ['attachments', 'upload.demo.files'],
  ['images', 'upload.demo.images'],
] as const;

/** A field name of the form demo. */
export type DemoField = (typeof DEMO_FIELDS)[number][0];

/** One line of the submitted-values panel. */
export interface SubmittedLine {
  field: DemoField;
  labelKey: string;
  value: string;
  text?: string;
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) return value.map(show).join(', ');
  // uploaded files read as their names
  if (typeof value === 'object' && typeof (value as { name?: unknown }).name === 'string') {
    return (value as { name: string }).name;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The submitted values as lines for display: every field in order, its raw value, and the text the
 * widget showed for it when that differs (picked records' names).
 */
export function submittedLines(
  values: Readonly<Partial<Record<DemoField, unknown>>>,
  texts: Readonly<Partial<Record<DemoField, string>>>,
): SubmittedLine[] {
  return DEMO_FIELDS.map(([field, labelKey]) => {
    const value = show(values[field]);
    const text = texts[field];
    return { field, labelKey, value, ...(text && text !== value ? { text } : {}) };
  });
}

/** Barcode content: letters and digits only (spec 02 §5). */
export const BARCODE_PATTERN = /^[A-Za-z0-9]*$/;
