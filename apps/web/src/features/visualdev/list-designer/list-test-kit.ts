import { createWidget, formDataSchema, type FieldItem, type FormData } from '@tessera/shared';

let nextId = 500;

/** A widget with a vModel and a label (tests of the list designer). */
export function field(
  key: string,
  vModel: string,
  label: string,
  extra: Record<string, unknown> = {},
): FieldItem {
  const made = createWidget(key as never, ++nextId) as FieldItem;
  made.__config__.label = label;
  return { ...made, __vModel__: vModel, ...extra };
}

/** A sub-table holding columns. */
export function subTable(vModel: string, label: string, children: FieldItem[]): FieldItem {
  const made = field('table', vModel, label);
  made.__config__.children = children;
  return made;
}

/** The expense-claim-like form the tests use. */
export const testForm = (fields?: FieldItem[]): FormData =>
  formDataSchema.parse({
    fields: fields ?? [
      field('input', 'title', 'Title'),
      field('numInput', 'amount', 'Amount'),
      field('datePicker', 'day', 'Day'),
      field('select', 'kind', 'Kind'),
      field('userSelect', 'owner', 'Owner'),
      field('switch', 'paid', 'Paid'),
      field('editor', 'body', 'Body'),
      field('textarea', 'note', 'Note'),
      subTable('items', 'Items', [field('input', 'name', 'Name'), field('numInput', 'cost', 'Cost')]),
    ],
  });
