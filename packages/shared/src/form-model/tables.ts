import {
  DYNAMIC_IDENTIFIER_MAX,
  DYNAMIC_TABLE_PREFIX,
  dynamicTableNameSchema,
  dynamicTableSchema,
  type DynamicField,
  type DynamicTable,
} from '../dynamic-table.contract';
import { SUB_TABLE_FOREIGN_KEY } from './check-names';
import { columnKindOf } from './columns';
import type { FieldItem, FormData } from './form-data';
import { problem, type DesignProblem } from './problems';
import { childrenOf, fieldName, kindOf, walkFields } from './walk';

/** How a design's tables are named and indexed. */
export interface TablesOptions {
  /** The main table (`dyn_…`); default: made from `enCode`. */
  mainTable?: string;
  /** The design's code, for a generated main table name. */
  enCode?: string;
  /** Sub-table names by the sub-table's vModel; default: its `tableName` with the prefix, else `<main>_<vModel>`. */
  subTables?: Readonly<Record<string, string>>;
  /** Fields a list searches or sorts on (get an index): `vModel`, or `tableVModel.vModel` / `tableVModel-vModel`. */
  searched?: readonly string[];
  /** Comment of the main table (the design's name). */
  comment?: string;
}

/** The tables of a design: the main table and one per sub-table. */
export interface DesignTables {
  main: DynamicTable;
  /** Each sub-table with the vModel its rows travel under in form data. */
  subTables: Array<{ vModel: string; table: DynamicTable }>;
}

/** A table name from any text: lower case, `[a-z0-9_]` only, the `dyn_` prefix, at most 63 bytes. */
export function generatedTableName(text: string): string {
  const lower = text.toLowerCase();
  const base = lower.startsWith(DYNAMIC_TABLE_PREFIX) ? lower.slice(DYNAMIC_TABLE_PREFIX.length) : lower;
  const clean = base
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${DYNAMIC_TABLE_PREFIX}${clean || 'form'}`.slice(0, DYNAMIC_IDENTIFIER_MAX).replace(/_+$/, '');
}

/** The described fields of one table's widgets (stored widgets only; containers looked through). */
function fieldsOf(
  items: readonly FieldItem[],
  searched: ReadonlySet<string>,
  prefix: string,
): DynamicField[] {
  return walkFields(items).flatMap(({ field, kind, table }) => {
    if (!kind || table || !field.__vModel__) return [];
    const column = columnKindOf(field, kind);
    if (!column) return [];
    const name = field.__vModel__;
    const described = { ...column, name, comment: fieldName(field).slice(0, 200) } as DynamicField;
    if (field.__config__.unique === true) described.unique = true;
    if (searched.has(`${prefix}${name}`.toLowerCase())) described.indexed = true;
    return [described];
  });
}

/**
 * The `DynamicTable` descriptions of a checked design (ADR 0014): the main table and one per
 * sub-table, linked to the main table by `parent_id`. `required` stays a form rule (scripts can
 * change it at run time); `unique` and searched fields become indexes. Call after
 * {@link checkDesign} found nothing; a description the contract refuses is a problem here.
 */
export function tablesOf(
  formData: Pick<FormData, 'fields'>,
  options: TablesOptions = {},
): { ok: true; tables: DesignTables } | { ok: false; problems: DesignProblem[] } {
  const searched = new Set((options.searched ?? []).map((s) => s.replace('-', '.').toLowerCase()));
  const mainName = options.mainTable ?? generatedTableName(options.enCode ?? '');
  const names = new Set<string>([mainName.toLowerCase()]);
  if (!dynamicTableNameSchema.safeParse(mainName).success)
    return {
      ok: false,
      problems: [problem('formDesignTableName', 'mainTable', { table: mainName.slice(0, 80) })],
    };
  const problems: DesignProblem[] = [];
  const describe = (table: Partial<DynamicTable>, path: string): DynamicTable | undefined => {
    const parsed = dynamicTableSchema.safeParse(table);
    if (parsed.success) return parsed.data;
    const reason = parsed.error.issues[0]?.message ?? '';
    problems.push(
      problem('formDesignTableInvalid', path, { table: String(table.name), reason: reason.slice(0, 200) }),
    );
    return undefined;
  };
  const main = describe(
    {
      name: mainName,
      comment: options.comment?.slice(0, 200),
      fields: fieldsOf(formData.fields, searched, ''),
    },
    'fields',
  );
  const subTables: DesignTables['subTables'] = [];
  for (const { field, path } of walkFields(formData.fields)) {
    if (kindOf(field)?.key !== 'table' || !field.__vModel__) continue;
    const vModel = field.__vModel__;
    const name = subTableName(field, mainName, options.subTables);
    if (names.has(name.toLowerCase()) || !dynamicTableNameSchema.safeParse(name).success) {
      problems.push(
        problem('formDesignTableName', path, { table: name.slice(0, 80) }, field.__config__.formId),
      );
      continue;
    }
    names.add(name.toLowerCase());
    const table = describe(
      {
        name,
        comment: fieldName(field).slice(0, 200),
        fields: fieldsOf(childrenOf(field), searched, `${vModel}.`),
        parent: { table: mainName, foreignKey: SUB_TABLE_FOREIGN_KEY },
      },
      path,
    );
    if (table) subTables.push({ vModel, table });
  }
  if (!main || problems.length > 0) return { ok: false, problems };
  return { ok: true, tables: { main, subTables } };
}

function subTableName(field: FieldItem, mainName: string, names?: Readonly<Record<string, string>>): string {
  const vModel = field.__vModel__ ?? '';
  const given = names && Object.hasOwn(names, vModel) ? names[vModel] : undefined;
  if (given) return given;
  const tableName = typeof field.__config__.tableName === 'string' ? field.__config__.tableName.trim() : '';
  return generatedTableName(tableName || `${mainName}_${vModel}`);
}
