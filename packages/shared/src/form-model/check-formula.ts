import { calcRefs, parseCalcExpression, refKey, type CalcRef } from './formula';
import { problem, type DesignProblem } from './problems';
import { fieldName, type WalkedField } from './walk';

/** A calculate widget of a design, parsed. */
export interface CalcField {
  /** `vModel`, or `tableVModel.vModel` for a sub-table column. */
  key: string;
  /** The widget. */
  walked: WalkedField;
  /** The fields its expression reads (empty when it does not parse). */
  refs: CalcRef[];
}

const NUMERIC = new Set(['numInput', 'calculate']);

/** The key a formula uses for a widget: `vModel`, or `tableVModel.vModel` inside a sub-table. */
export function calcKeyOf(w: WalkedField): string | undefined {
  const own = w.field.__vModel__;
  if (!own) return undefined;
  if (!w.table || w.kind?.key === 'table') return own;
  return `${w.table.__vModel__ ?? ''}.${own}`;
}

/**
 * Calculate widgets: each expression parses, reads only numeric fields (numInput or calculate) of
 * the design, and no chain of calculate fields leads back to where it started.
 */
export function checkFormulas(walked: readonly WalkedField[]): DesignProblem[] {
  const numeric = new Map<string, WalkedField>();
  for (const w of walked) {
    const key = w.kind && NUMERIC.has(w.kind.key) ? calcKeyOf(w) : undefined;
    if (key) numeric.set(key.toLowerCase(), w);
  }
  const out: DesignProblem[] = [];
  const calcs = new Map<string, CalcField>();
  for (const w of walked) {
    if (w.kind?.key !== 'calculate') continue;
    const { field, path } = w;
    const at = (code: DesignProblem['code'], extra: Record<string, string> = {}) =>
      problem(code, path, { field: fieldName(field), ...extra }, field.__config__.formId);
    const parsed = parseCalcExpression(Array.isArray(field.expression) ? field.expression : []);
    if (!parsed.ok) {
      out.push(at('formDesignFormulaInvalid'));
      continue;
    }
    const refs = calcRefs(parsed.ast);
    const unknown = refs.find((r) => !numeric.has(refKey(r).toLowerCase()));
    if (unknown) out.push(at('formDesignFormulaUnknownField', { ref: refKey(unknown).slice(0, 130) }));
    const key = calcKeyOf(w);
    if (key) calcs.set(key.toLowerCase(), { key, walked: w, refs });
  }
  return [...out, ...findCycles(calcs)];
}

/** Every calculate field on a cycle, once, with the cycle named by labels. */
function findCycles(calcs: ReadonlyMap<string, CalcField>): DesignProblem[] {
  const state = new Map<string, 'open' | 'done'>();
  const reported = new Set<string>();
  const out: DesignProblem[] = [];
  const stack: string[] = [];
  const visit = (key: string): void => {
    state.set(key, 'open');
    stack.push(key);
    for (const ref of calcs.get(key)?.refs ?? []) {
      const next = refKey(ref).toLowerCase();
      if (!calcs.has(next)) continue;
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        const names = cycle.map((k) => fieldName(calcs.get(k)!.walked.field)).join(' → ');
        for (const k of new Set(cycle)) {
          if (reported.has(k)) continue;
          reported.add(k);
          const w = calcs.get(k)!.walked;
          out.push(
            problem(
              'formDesignFormulaCycle',
              w.path,
              { field: fieldName(w.field), cycle: names.slice(0, 300) },
              w.field.__config__.formId,
            ),
          );
        }
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(key, 'done');
  };
  for (const key of calcs.keys()) if (!state.has(key)) visit(key);
  return out;
}

/**
 * The calculate fields in an order where each comes after those it reads (for evaluation);
 * fields on a cycle are left out.
 */
export function calcOrder<T extends CalcField>(calcs: ReadonlyMap<string, T>): T[] {
  const order: T[] = [];
  const state = new Map<string, 'open' | 'done' | 'cycle'>();
  const visit = (key: string): boolean => {
    const s = state.get(key);
    if (s === 'done') return true;
    if (s) return false;
    state.set(key, 'open');
    const ok = (calcs.get(key)?.refs ?? []).every((r) => {
      const next = refKey(r).toLowerCase();
      return !calcs.has(next) || visit(next);
    });
    state.set(key, ok ? 'done' : 'cycle');
    if (ok) order.push(calcs.get(key)!);
    return ok;
  };
  for (const key of calcs.keys()) visit(key);
  return order;
}
