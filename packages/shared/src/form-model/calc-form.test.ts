import { describe, expect, it } from 'vitest';
import { computeCalculated } from './calc-form';
import { importedExpenseClaim } from './fixtures/expense-claim';
import { widget } from './test-design';

const ref = (vModel: string) => ({ __vModel__: vModel, label: vModel });
const calc = (vModel: string, expression: unknown[], precision = 2) =>
  widget('calculate', { __vModel__: vModel, expression, precision, isStorage: 2 });

describe('computeCalculated', () => {
  it('sums the expense claim items into the total (form-model.md §8)', () => {
    const values = { tableField109: [{ amount: 553 }, { amount: '697.5' }] };
    expect(computeCalculated(importedExpenseClaim().fields, values)).toMatchObject({ total_amount: 1250.5 });
  });

  it('computes row fields before main fields that read them, whatever the order of the design', () => {
    const table = widget('table', { __vModel__: 'items' }, {
      children: [widget('numInput', { __vModel__: 'qty' }), widget('numInput', { __vModel__: 'price' }), calc('line', [ref('items.qty'), '×', ref('items.price')])],
    }); // prettier-ignore
    const fields = [
      calc('grand', [ref('total'), '×', '1', '.', '1'], 1),
      calc('total', [ref('items.line')]),
      table,
    ];
    const out = computeCalculated(fields, {
      items: [{ qty: 2, price: 1.25 }, { qty: '3', price: 'x' }, null],
    });
    expect(out.items).toEqual([{ qty: 2, price: 1.25, line: 2.5 }, { qty: '3', price: 'x', line: 0 }, null]);
    expect(out).toMatchObject({ total: 2.5, grand: 2.8 });
  });

  it('skips fields on a cycle and gives 0 for a division by zero', () => {
    const out = computeCalculated(
      [calc('a', [ref('b')]), calc('b', [ref('a')]), calc('c', ['1', '÷', '0'])],
      { a: 5 },
    );
    expect(out).toEqual({ a: 5, c: 0 });
  });
});
