import { describe, expect, it } from 'vitest';
import { evaluateCalc, roundCalc } from './calc-evaluate';
import { calcRefs, parseCalcExpression, type CalcNode } from './formula';

const f = (vModel: string) => ({ __vModel__: vModel, label: vModel });
const ast = (tokens: unknown[]): CalcNode => {
  const parsed = parseCalcExpression(tokens);
  if (!parsed.ok) throw new Error(parsed.reason);
  return parsed.ast;
};
const run = (tokens: unknown[], values: Record<string, unknown> = {}) => evaluateCalc(ast(tokens), values);

describe('parseCalcExpression', () => {
  it('merges adjacent digits and dots into one number', () => {
    expect(run(['1', '2', '.', '5'])).toBe(12.5);
    expect(run([1, 2, '+', '0', '.', '5'])).toBe(12.5);
  });

  it('binds × and ÷ tighter than + and -, and groups by parentheses', () => {
    expect(run(['2', '+', '3', '×', '4'])).toBe(14);
    expect(run(['(', '2', '+', '3', ')', '×', '4'])).toBe(20);
    expect(run(['8', '-', '2', '-', '1'])).toBe(5);
    expect(run(['8', '÷', '2', '÷', '2'])).toBe(2);
    expect(run(['2', '*', '(', '1', '+', '(', '3', '-', '1', ')', ')', '/', '3'])).toBe(2);
  });

  it('negates with a leading minus', () => {
    expect(run(['-', '3', '+', '5'])).toBe(2);
    expect(run(['2', '×', '-', '(', '1', '+', '1', ')'])).toBe(-4);
  });

  it('refuses malformed expressions', () => {
    for (const tokens of [
      [],
      ['+'],
      ['1', '+'],
      ['(', '1'],
      ['1', ')'],
      ['1', '(', '2', ')'],
      [f('a'), f('b')],
      ['1.2.3'],
      ['%'],
      [{}],
      [f('a.b.c')],
      [f('1a')],
      ['(', ')'],
      [Number.NaN],
    ])
      expect(parseCalcExpression(tokens).ok, JSON.stringify(tokens)).toBe(false);
  });

  it('refuses absurdly long or deep expressions without overflowing the stack', () => {
    expect(parseCalcExpression(Array.from({ length: 1001 }, (_, i) => (i % 2 ? '+' : '1'))).ok).toBe(false);
    expect(parseCalcExpression([...Array(200).fill('('), '1', ...Array(200).fill(')')]).ok).toBe(false);
    expect(parseCalcExpression([...Array(400).fill('-'), '1']).ok).toBe(false);
    expect(run([...Array(10).fill('('), '1', ...Array(10).fill(')')])).toBe(1);
  });

  it('lists the fields it reads once each', () => {
    expect(calcRefs(ast([f('a'), '+', f('t.b'), '×', f('a')]))).toEqual([
      { field: 'a' },
      { table: 't', field: 'b' },
    ]);
  });
});

describe('evaluateCalc', () => {
  const values = { price: 2.5, qty: '4', t: [{ amount: 553 }, { amount: '697.5' }, { amount: 'x' }, {}] };

  it('reads fields, counting missing and non-numeric values as 0', () => {
    expect(run([f('price'), '×', f('qty')], values)).toBe(10);
    expect(run([f('missing'), '+', '1'], values)).toBe(1);
    expect(run([f('t'), '+', '1'], values)).toBe(1);
  });

  it('sums a sub-table column in a main formula and reads the cell inside a row', () => {
    expect(run([f('t.amount')], values)).toBe(1250.5);
    const row = { table: 't', values: { amount: 10 } };
    expect(evaluateCalc(ast([f('t.amount'), '×', f('price')]), values, row)).toBe(25);
    expect(evaluateCalc(ast([f('u.amount')]), values, row)).toBe(0);
  });

  it('gives 0 for a division by zero and for a result that is not finite', () => {
    expect(run(['1', '÷', '0'])).toBe(0);
    expect(run(['1', '÷', f('missing')])).toBe(0);
    expect(run(['5', '+', '1', '÷', '(', '2', '-', '2', ')'])).toBe(5);
    expect(run([f('big'), '×', f('big')], { big: 1e308 })).toBe(0);
  });
});

describe('roundCalc', () => {
  it('rounds half away from zero at the precision, exact for decimal inputs', () => {
    expect(roundCalc(1.005, 2)).toBe(1.01);
    expect(roundCalc(-1.005, 2)).toBe(-1.01);
    expect(roundCalc(2.5, 0)).toBe(3);
    expect(roundCalc(1 / 3, 4)).toBe(0.3333);
    expect(roundCalc(1e-7, 2)).toBe(0);
    expect(roundCalc(Number.NaN, 2)).toBe(0);
    expect(Object.is(roundCalc(-0.001, 2), 0)).toBe(true);
  });
});
