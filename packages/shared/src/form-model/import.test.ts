import { describe, expect, it } from 'vitest';
import { checkDesign } from './check';
import { importedExpenseClaim } from './fixtures/expense-claim';
import { importOriginalFormData } from './import';
import { widget } from './test-design';

describe('importOriginalFormData', () => {
  it('imports the expense claim of form-model.md §8, which then passes the design checks', () => {
    const formData = importedExpenseClaim();
    expect(checkDesign(formData)).toEqual([]);
    expect(formData).toMatchObject({ span: 12, logicalDelete: true, idGlobal: 112, size: 'default' });
    const table = formData.fields.find((f) => f.__config__.jnpfKey === 'table')!;
    expect(table['show-summary']).toBe(true);
    expect(table.showSummary).toBeUndefined();
    expect(table.__config__.children?.map((c) => c.__config__.jnpfKey)).toEqual([
      'datePicker',
      'input',
      'numInput',
    ]);
    expect(formData.fields.find((f) => f.__vModel__ === 'total_amount')?.isStorage).toBe(2);
  });

  it('maps isStorage 0 to 1 (shown only) and 1 to 2 (stored), and accepts objects', () => {
    const attr = (isStorage?: number) => ({ ...widget('popupAttr'), isStorage });
    const imported = importOriginalFormData({ fields: [attr(0), attr(1), attr(undefined)] });
    expect(imported.ok && imported.formData.fields.map((f) => f.isStorage)).toEqual([1, 2, 1]);
  });

  it('keeps Tessera names it already finds', () => {
    const table = { ...widget('table', { 'show-summary': false }), showSummary: true };
    const imported = importOriginalFormData({ fields: [table] });
    expect(imported.ok && imported.formData.fields[0]?.['show-summary']).toBe(false);
  });

  it('refuses malformed and oversized input like any design', () => {
    expect(importOriginalFormData('{').ok).toBe(false);
    expect(
      importOriginalFormData({ fields: [{ __config__: { jnpfKey: 'x', label: 'y'.repeat(70_000) } }] }),
    ).toMatchObject({
      ok: false,
      problems: [{ code: 'formDesignTooLarge' }],
    });
  });
});
