import { describe, expect, it } from 'vitest';
import { importedExpenseClaim } from './fixtures/expense-claim';
import { formFieldsOf } from './form-fields';

describe('formFieldsOf', () => {
  it('lists the expense claim fields with their sub-table columns', () => {
    const fields = formFieldsOf(importedExpenseClaim().fields);
    expect(fields.map((f) => [f.table ? `${f.table}.${f.vModel}` : f.vModel, f.jnpfKey, f.stored])).toEqual([
      ['claim_no', 'billRule', true], ['title', 'input', true], ['applicant', 'userSelect', true],
      ['dept_id', 'depSelect', true], ['claim_date', 'datePicker', true], ['expense_type', 'select', true],
      ['total_amount', 'calculate', true], ['attachments', 'uploadFile', true], ['tableField109', 'table', false],
      ['tableField109.occur_date', 'datePicker', true], ['tableField109.reason', 'input', true],
      ['tableField109.amount', 'numInput', true],
    ]); // prettier-ignore
    expect(fields[0]).toMatchObject({ label: '单号', formId: 101 });
  });
});
