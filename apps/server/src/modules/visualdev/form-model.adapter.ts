import { DYNAMIC_MAX_STRING, identifierProblem, type DynamicField, type DynamicTable } from '@tessera/shared';
import { formDataSchema, type FieldItem, type FormData } from '@tessera/shared/form-model/form-data';
import { fieldName, holdsValue, walkFields } from '@tessera/shared/form-model/walk';
import type { WidgetKind } from '@tessera/shared/form-model/widgets';

// The one place the visualdev module meets the shared form model (packages/shared/src/form-model,
// written beside this module). What the shared model does not export yet (design check, tables
// of a design, formula evaluation) is done here in a small way and replaced by the shared code
// when it lands, without the services changing.

/** A stored field of a design: a main-table column or a sub-table column. */
export interface DesignField {
  vModel: string;
  label: string;
  jnpfKey: string;
  field: FieldItem;
  kind: WidgetKind | undefined;
  /** The sub-table's vModel when the field is one of its columns. */
  table?: string;
}

/** A sub-table widget of a design with its stored columns. */
export interface DesignSubTable {
  vModel: string;
  label: string;
  field: FieldItem;
  columns: DesignField[];
}

/** The stored fields of a design, main and sub-table. */
export interface DesignFields {
  main: DesignField[];
  tables: DesignSubTable[];
}

/** The design of a formData text; null when it is not readable JSON or not a design. */
export function parseDesign(text: string | null | undefined): FormData | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = formDataSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The main fields and sub-tables of a design, in document order. */
export function designFields(design: FormData): DesignFields {
  const main: DesignField[] = [];
  const tables = new Map<FieldItem, DesignSubTable>();
  for (const walked of walkFields(design.fields)) {
    const { field, kind, table } = walked;
    if (kind?.key === 'table' && field.__vModel__) {
      tables.set(field, { vModel: field.__vModel__, label: fieldName(field), field, columns: [] });
      continue;
    }
    if (!field.__vModel__ || !holdsValue(field, kind)) continue;
    const entry: DesignField = {
      vModel: field.__vModel__,
      label: fieldName(field),
      jnpfKey: String(field.__config__.jnpfKey),
      field,
      kind,
    };
    if (table) {
      const sub = tables.get(table);
      if (sub) sub.columns.push({ ...entry, table: sub.vModel });
    } else main.push(entry);
  }
  return { main, tables: [...tables.values()] };
}

/** Problems that stop a release (empty: none): names a table cannot take, duplicates. */
export function designProblems(design: FormData): string[] {
  const problems: string[] = [];
  const { main, tables } = designFields(design);
  const check = (list: { vModel: string; label: string }[], where: string) => {
    const seen = new Set<string>();
    for (const f of list) {
      const problem = identifierProblem(f.vModel);
      if (problem) problems.push(`${where}${f.label} (${f.vModel.slice(0, 80)}): ${problem}`);
      const key = f.vModel.toLowerCase();
      if (seen.has(key)) problems.push(`${where}${f.label} (${f.vModel}): duplicate`);
      seen.add(key);
    }
  };
  check([...main, ...tables], '');
  for (const t of tables) check(t.columns, `${t.label} / `);
  if (!main.length && !tables.length) problems.push('no field');
  return problems;
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The column kind a stored field gets. */
export function columnOf(f: DesignField): DynamicField {
  const base = { name: f.vModel, comment: f.label.slice(0, 200) };
  const multiple = f.field.multiple === true;
  const value = (multiple && f.kind?.multipleValue) || f.kind?.value;
  if (f.jnpfKey === 'calculate' || value === 'number') {
    const scale = Math.min(Math.max(Math.trunc(num(f.field.precision, 4)), 0), 10);
    return { ...base, kind: 'decimal', precision: 24 + scale, scale };
  }
  if (f.jnpfKey === 'textarea' || value === 'html') return { ...base, kind: 'text' };
  switch (value) {
    case 'flag':
      return { ...base, kind: 'integer' };
    case 'epochMs':
      return { ...base, kind: 'datetime' };
    case 'strings':
    case 'path':
    case 'files':
    case 'json':
      return { ...base, kind: 'json' };
    default: {
      const max = Math.trunc(num(f.field.maxlength, 0));
      const length = max > 500 ? Math.min(max, DYNAMIC_MAX_STRING) : 500;
      return { ...base, kind: 'string', length };
    }
  }
}

/** The foreign-key column a sub-table row holds its main row's id in. */
export const SUB_TABLE_FOREIGN_KEY = 'main_id';

/** The table name of a sub-table: the main table's name and the sub-table's field name. */
export function subTableName(mainTable: string, vModel: string): string {
  const name = `${mainTable}_${vModel.toLowerCase()}`;
  return name.length <= 63 ? name : `${mainTable.slice(0, 40)}_${vModel.toLowerCase().slice(0, 22)}`;
}

/** The tables a design is stored in: the main table first, then one per sub-table. */
export function designTables(design: FormData, mainTable: string, comment: string): DynamicTable[] {
  const { main, tables } = designFields(design);
  const unique = (f: DesignField) => f.field.__config__.unique === true;
  const mainDescription: DynamicTable = {
    name: mainTable,
    comment: comment.slice(0, 200),
    fields: main.map((f) => ({ ...columnOf(f), ...(unique(f) ? { unique: true } : {}) })),
  };
  return [
    mainDescription,
    ...tables.map((t) => ({
      name: subTableName(mainTable, t.vModel),
      comment: t.label.slice(0, 200),
      fields: t.columns.map(columnOf),
      parent: { table: mainTable, foreignKey: SUB_TABLE_FOREIGN_KEY },
    })),
  ];
}

type Token = number | '+' | '-' | '×' | '÷' | '(' | ')';
const PRECEDENCE: Record<string, number> = { '+': 1, '-': 1, '×': 2, '÷': 2 };

/**
 * The value of a calculate widget (form-model.md §6): tokens are field references, operators
 * `+ - × ÷ ( )` and digits; a reference to a sub-table column sums its rows unless `row` is the
 * row being computed; a missing value counts 0; NaN and division by zero give 0; the result is
 * rounded to the widget's precision. Never `eval`.
 */
export function evaluateCalculate(
  field: FieldItem,
  values: Record<string, unknown>,
  row?: Record<string, unknown>,
): number {
  const expression = Array.isArray(field.expression) ? (field.expression as unknown[]) : [];
  const toNumber = (v: unknown) => {
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : 0;
    return Number.isFinite(n) ? n : 0;
  };
  const tokens: Token[] = [];
  let digits = '';
  const flush = () => {
    if (digits) tokens.push(toNumber(digits));
    digits = '';
  };
  for (const t of expression.slice(0, 500)) {
    if (typeof t === 'string' && /^[0-9.]$/.test(t)) {
      digits += t;
      continue;
    }
    flush();
    if (typeof t === 'string' && ['+', '-', '×', '÷', '(', ')'].includes(t)) tokens.push(t as Token);
    else if (typeof t === 'object' && t !== null && typeof (t as FieldItem).__vModel__ === 'string') {
      const ref = String((t as FieldItem).__vModel__);
      const [tableKey, child] = ref.split('.');
      if (child && tableKey) {
        if (row) tokens.push(toNumber(row[child]));
        else {
          const rows = Array.isArray(values[tableKey]) ? (values[tableKey] as Record<string, unknown>[]) : [];
          tokens.push(rows.reduce((sum, r) => sum + toNumber(r?.[child]), 0));
        }
      } else tokens.push(toNumber(row && ref in row ? row[ref] : values[ref]));
    }
  }
  flush();
  // Shunting-yard to reverse Polish, then evaluation.
  const out: Token[] = [];
  const ops: Token[] = [];
  for (const t of tokens) {
    if (typeof t === 'number') out.push(t);
    else if (t === '(') ops.push(t);
    else if (t === ')') {
      while (ops.length && ops[ops.length - 1] !== '(') out.push(ops.pop()!);
      ops.pop();
    } else {
      while (
        ops.length &&
        ops[ops.length - 1] !== '(' &&
        PRECEDENCE[ops[ops.length - 1] as string]! >= PRECEDENCE[t]!
      )
        out.push(ops.pop()!);
      ops.push(t);
    }
  }
  while (ops.length) out.push(ops.pop()!);
  const stack: number[] = [];
  for (const t of out) {
    if (typeof t === 'number') stack.push(t);
    else if (t !== '(' && t !== ')') {
      const b = stack.pop() ?? 0;
      const a = stack.pop() ?? 0;
      stack.push(t === '+' ? a + b : t === '-' ? a - b : t === '×' ? a * b : b === 0 ? 0 : a / b);
    }
  }
  const result = stack.length === 1 && Number.isFinite(stack[0]) ? stack[0]! : 0;
  const precision = Math.min(Math.max(Math.trunc(num(field.precision, 2)), 0), 10);
  const factor = 10 ** precision;
  return Math.round(result * factor) / factor;
}
