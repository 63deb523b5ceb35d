import {
  formatServerMessage,
  type Language,
  SUB_TABLE_FOREIGN_KEY,
  checkDesign,
  compileRegRule,
  evaluateCalc,
  fieldName,
  holdsValue,
  parseCalcExpression,
  parseFormData,
  roundCalc,
  tablesOf,
  walkFields,
  type DesignTables,
  type FieldItem,
  type FormData,
  type WidgetKind,
} from '@tessera/shared';

// The one place the visualdev module meets the shared form model (packages/shared/src/form-model):
// the services read designs, problems, tables, formulas and patterns through these functions only.

export { SUB_TABLE_FOREIGN_KEY, compileRegRule, type DesignTables };

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

/** The design of a formData text (bounded and parsed); null when it is not a readable design. */
export function parseDesign(text: string | null | undefined): FormData | null {
  if (!text) return null;
  const parsed = parseFormData(text);
  return parsed.ok ? parsed.formData : null;
}

/** What keeps a design from being saved or released, in the caller's language (empty: nothing). */
export function designProblems(text: string, lang: Language): string[] {
  return checkDesign(text).map((p) => formatServerMessage(p.code, lang, p.params));
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

/** Names a design's tables keep from one release to the next. */
export interface TableNames {
  main: string;
  subTables: Record<string, string>;
}

/** The tables of a design, or the problems (in the caller's language) that keep it from having them. */
export function designTables(
  design: FormData,
  names: {
    mainTable?: string;
    enCode: string;
    subTables?: Record<string, string>;
    comment: string;
    searched?: string[];
  },
  lang: Language,
): { ok: true; tables: DesignTables } | { ok: false; problems: string[] } {
  const result = tablesOf(design, {
    mainTable: names.mainTable,
    enCode: names.enCode,
    subTables: names.subTables,
    comment: names.comment,
    searched: names.searched,
  });
  if (result.ok) return result;
  return { ok: false, problems: result.problems.map((p) => formatServerMessage(p.code, lang, p.params)) };
}

/**
 * The value of a calculate widget (form-model.md §6), by the shared formula code: a main formula
 * sums a sub-table column over its rows, a column formula reads its own row; rounded to the
 * widget's precision. A formula that does not parse gives 0 (the design check refuses those).
 */
export function evaluateCalculate(
  field: FieldItem,
  values: Record<string, unknown>,
  row?: { table: string; values: Record<string, unknown> },
): number {
  const parsed = parseCalcExpression(Array.isArray(field.expression) ? field.expression : []);
  if (!parsed.ok) return 0;
  const precision = typeof field.precision === 'number' ? field.precision : 2;
  return roundCalc(evaluateCalc(parsed.ast, values, row), precision);
}
