import { z } from 'zod';
import { answer, defineRoutes, menuAuth } from './route';
import { VISUAL_DEV_MENU } from './visualdev.contract';

/**
 * Binding a design to existing tables (issue 17 point 3, ADR 0025 amendment): the designer lists
 * the tables it may bind and their columns; the design keeps its choice in its `tables` JSON.
 */

/** A table a design may bind: a table of the dynamic layer (the `dyn_` prefix, the standard columns). */
export interface VisualDevBindableTable {
  /** The table name. */
  table: string;
  /** What it holds: the comment a release gave it (the releasing design's name), or empty. */
  tableName: string;
  /** Names of the designs whose latest version stores records in it. */
  designs: string[];
  /** Whether it has the sub-table foreign key column (`parent_id`), so it can be bound as a sub-table. */
  sub: boolean;
}

/** A column of a bindable table. */
export interface VisualDevTableField {
  field: string;
  /** The label a releasing design gave the column, or empty. */
  fieldName: string;
  /** The column type as the dynamic layer spells it (`varchar(50)`, `numeric(18,2)` …), or the catalogue's. */
  dataType: string;
  primaryKey: boolean;
  /** A standard column (id, audit, soft delete …) or the sub-table foreign key: filled by the server, never a field. */
  standard: boolean;
}

/** One item of a design's `tables` JSON (jnpf-contract §4; `vModel` names the sub-table widget). */
export const visualDevTableItemSchema = z.object({
  /** "1" the main table, "0" a sub-table. */
  typeId: z.union([z.literal('1'), z.literal('0'), z.literal(1), z.literal(0)]),
  table: z.string().trim().min(1).max(128),
  tableName: z.string().max(200).optional(),
  /** A sub-table's foreign key column. */
  tableField: z.string().max(128).optional(),
  /** A sub-table's parent table. */
  relationTable: z.string().max(128).optional(),
  /** The parent's key column. */
  relationField: z.string().max(128).optional(),
  /** The sub-table widget's vModel (else matched by the widget's `__config__.tableName`). */
  vModel: z.string().max(128).optional(),
});
export type VisualDevTableItem = z.infer<typeof visualDevTableItemSchema>;

/** The bound tables a design's `tables` JSON names (nothing bound: generated tables). */
export interface TableBinding {
  main?: string;
  subTables: Array<{ table: string; vModel?: string }>;
}

/** Reads a design's `tables` JSON leniently: unreadable text or items are taken as unbound. */
export function tableBindingOf(text: string | null | undefined): TableBinding {
  let value: unknown;
  try {
    value = JSON.parse(text?.trim() ? text : '[]');
  } catch {
    return { subTables: [] };
  }
  const out: TableBinding = { subTables: [] };
  if (!Array.isArray(value)) return out;
  for (const raw of value.slice(0, 200)) {
    const item = visualDevTableItemSchema.safeParse(raw);
    if (!item.success) continue;
    const { typeId, table, vModel } = item.data;
    if (String(typeId) === '1') out.main ??= table;
    else out.subTables.push(vModel ? { table, vModel } : { table });
  }
  return out;
}

/** The `tables` JSON of a binding (the foreign key is always `parent_id`, the parent key `id`). */
export function tableBindingText(binding: TableBinding, foreignKey = 'parent_id'): string {
  if (!binding.main) return '[]';
  const items: VisualDevTableItem[] = [
    { typeId: '1', table: binding.main, tableField: '', relationTable: '', relationField: '' },
    ...binding.subTables.map((s) => ({
      typeId: '0' as const,
      table: s.table,
      tableField: foreignKey,
      relationTable: binding.main,
      relationField: 'id',
      ...(s.vModel ? { vModel: s.vModel } : {}),
    })),
  ];
  return JSON.stringify(items);
}

const BASE = '/api/visualdev/Base';
const tags = ['visualdev'];

/** The designer's table picking calls (the designer's menu, like its other calls). */
export const visualDevTableRoutes = defineRoutes({
  tables: {
    method: 'GET',
    path: `${BASE}/Tables`,
    auth: menuAuth(VISUAL_DEV_MENU),
    answer: answer<{ list: VisualDevBindableTable[] }>(),
    tags,
  },
  fields: {
    method: 'GET',
    path: `${BASE}/Tables/:table/Fields`,
    auth: menuAuth(VISUAL_DEV_MENU),
    params: z.object({ table: z.string().trim().min(1).max(128) }),
    answer: answer<{ list: VisualDevTableField[] }>(),
    tags,
  },
});
