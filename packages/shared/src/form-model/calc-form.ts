import { roundCalc, evaluateCalc } from './calc-evaluate';
import { calcKeyOf, calcOrder, type CalcField } from './check-formula';
import type { FieldItem } from './form-data';
import { calcRefs, parseCalcExpression, type CalcNode } from './formula';
import { walkFields } from './walk';

type Values = Record<string, unknown>;

/**
 * Computes every calculate field of a design into a copy of the form values (form-model.md §6):
 * main fields once, sub-table fields in each row, each after the fields it reads, rounded to the
 * widget's precision. The renderer and the server (re-validating a submission) call the same
 * function. Formulas that do not parse or sit on a cycle are skipped (the design checks refuse them).
 */
export function computeCalculated(fields: readonly FieldItem[], values: Readonly<Values>): Values {
  const calcs = new Map<string, CalcField & { ast: CalcNode }>();
  for (const w of walkFields(fields)) {
    const key = w.kind?.key === 'calculate' ? calcKeyOf(w) : undefined;
    const parsed = key
      ? parseCalcExpression(Array.isArray(w.field.expression) ? w.field.expression : [])
      : undefined;
    if (key && parsed?.ok)
      calcs.set(key.toLowerCase(), { key, walked: w, refs: calcRefs(parsed.ast), ast: parsed.ast });
  }
  const result: Values = { ...values };
  for (const { walked, ast } of calcOrder(calcs)) {
    const vModel = walked.field.__vModel__!;
    const precision = typeof walked.field.precision === 'number' ? walked.field.precision : 2;
    const table = walked.table?.__vModel__;
    if (!table) {
      result[vModel] = roundCalc(evaluateCalc(ast, result), precision);
      continue;
    }
    const rows = result[table];
    if (!Array.isArray(rows)) continue;
    result[table] = rows.map((row: unknown) => {
      if (typeof row !== 'object' || row === null) return row;
      const cells = row as Values;
      return {
        ...cells,
        [vModel]: roundCalc(evaluateCalc(ast, result, { table, values: cells }), precision),
      };
    });
  }
  return result;
}
