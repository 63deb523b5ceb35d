import type { CalcNode, CalcRef } from './formula';

/** The sub-table row a formula is evaluated in: its refs to that table read the row's cells. */
export interface CalcRow {
  /** The sub-table's vModel (`tableField109`). */
  table: string;
  /** The row's values. */
  values: Readonly<Record<string, unknown>>;
}

/** A value as a number: finite numbers and numeric strings count, anything else is 0. */
export function calcNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string' || value.trim() === '') return 0;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : 0;
}

function readRef(ref: CalcRef, values: Readonly<Record<string, unknown>>, row?: CalcRow): number {
  if (!ref.table) return calcNumber(values[ref.field]);
  if (row && row.table === ref.table) return calcNumber(row.values[ref.field]);
  // a sub-table column read outside its row is the sum over all rows
  const rows = values[ref.table];
  if (!Array.isArray(rows)) return 0;
  return rows.reduce<number>(
    (sum, r) => sum + calcNumber((r as Record<string, unknown> | null)?.[ref.field]),
    0,
  );
}

/**
 * Evaluates a parsed expression. A missing or non-numeric value counts 0; a division by zero
 * gives 0 (a form shows 0 rather than an error or Infinity, like the original client's NaN rule);
 * a result that is not finite is 0.
 */
export function evaluateCalc(
  ast: CalcNode,
  values: Readonly<Record<string, unknown>>,
  row?: CalcRow,
): number {
  const run = (node: CalcNode): number => {
    switch (node.type) {
      case 'num':
        return node.value;
      case 'ref':
        return readRef(node.ref, values, row);
      case 'neg':
        return -run(node.arg);
      case 'bin': {
        const a = run(node.left);
        const b = run(node.right);
        if (node.op === '+') return a + b;
        if (node.op === '-') return a - b;
        if (node.op === '*') return a * b;
        return b === 0 ? 0 : a / b;
      }
    }
  };
  const result = run(ast);
  return Number.isFinite(result) ? result : 0;
}

/** Rounds half away from zero to `precision` decimals (0-10), exact for decimal inputs like 1.005. */
export function roundCalc(value: number, precision = 2): number {
  if (!Number.isFinite(value)) return 0;
  const p = Math.min(10, Math.max(0, Math.trunc(precision)));
  const abs = String(Math.abs(value));
  // exponent notation (1e-7, 1e21) cannot take another exponent: scale arithmetically instead
  const rounded = abs.includes('e')
    ? (Math.round(Math.abs(value) * 10 ** p) / 10 ** p) * Math.sign(value)
    : Number(`${Math.round(Number(`${abs}e${p}`))}e-${p}`) * Math.sign(value);
  return Number.isFinite(rounded) ? rounded + 0 : 0;
}
