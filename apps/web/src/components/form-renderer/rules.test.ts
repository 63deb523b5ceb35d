import { widget, holding } from '@tessera/shared/form-model/test-design';
import { describe, expect, it } from 'vitest';
import { newRow } from './defaults';
import { formatNumber, formatSum } from './format';
import { applyLinkage, dependentsOf } from './linkage';
import { submittedValues } from './submit-values';

describe('form renderer rules', () => {
  it('formats numbers with precision and thousands, sums with two decimals unless whole', () => {
    expect(formatNumber(1250.5, { precision: 2, thousands: true })).toBe('1,250.50');
    expect(formatNumber(-1234567, { thousands: true })).toBe('-1,234,567');
    expect(formatNumber('x', { precision: 2 })).toBe('');
    expect(formatSum(1395, true)).toBe('1,395');
    expect(formatSum(0.1 + 0.2, false)).toBe('0.30');
  });

  it('resets main dependents, and sub-table dependents only in the changed row', () => {
    const kind = widget('select', { __vModel__: 'kind' });
    const item = widget(
      'select',
      { __vModel__: 'item', multiple: true },
      {
        dataType: 'dynamic',
        templateJson: [{ field: 'k', sourceType: 1, relationField: 'kind' }],
      },
    );
    const a = widget('select', { __vModel__: 'a' });
    const b = widget(
      'select',
      { __vModel__: 'b' },
      {
        dataType: 'dynamic',
        templateJson: [{ field: 'x', sourceType: 1, relationField: 'rows-a' }],
      },
    );
    const table = holding('table', [a, b], { __vModel__: 'rows' });
    const deps = dependentsOf([kind, item, table]);
    const values = {
      kind: '2',
      item: ['x'],
      rows: [
        { jnpfId: 'r1', a: '1', b: 'p' },
        { jnpfId: 'r2', a: '1', b: 'q' },
      ],
    };
    expect(applyLinkage(deps, values, 'kind').item).toEqual([]);
    const rows = applyLinkage(deps, values, 'rows-a', 'r2').rows as Record<string, unknown>[];
    expect(rows.map((r) => r.b)).toEqual(['p', null]);
  });

  it('hands out stored fields only, rows without page keys, new rows with their defaults', () => {
    const title = widget('input', { __vModel__: 'title' });
    const shownOnly = widget('calculate', { __vModel__: 'calc', isStorage: 1 });
    const amount = widget('numInput', { __vModel__: 'amount' }, { defaultValue: 5 });
    const table = holding('table', [amount], { __vModel__: 'rows' });
    const row = newRow(table, {});
    expect(row.amount).toBe(5);
    expect(typeof row.jnpfId).toBe('string');
    expect(submittedValues([title, shownOnly, table], { title: 't', calc: 3, rows: [row] })).toEqual({
      title: 't',
      rows: [{ amount: 5 }],
    });
  });

  it('resets a user field limited to the department picked in another field', () => {
    const dep = widget('depSelect', { __vModel__: 'dep' });
    const user = widget('userSelect', { __vModel__: 'who', selectType: 'dep', relationField: 'dep' });
    const deps = dependentsOf([dep, user]);
    expect(applyLinkage(deps, { dep: 'd2', who: 'u1' }, 'dep').who).toBeNull();
  });
});
