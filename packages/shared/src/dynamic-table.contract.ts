import { z } from 'zod';
import { isSqlReservedWord } from './dynamic-table.reserved';

/**
 * Tables made at run time (online forms, ADR 0014): a typed description the server turns into a
 * real table on SQLite and PostgreSQL. Names are checked here once; the server builds identifiers
 * only from a description that passed these schemas.
 */

/** Letters, digits and `_`, starting with a letter (ASCII only, so bytes = characters). */
export const DYNAMIC_IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;
/** PostgreSQL truncates identifiers longer than 63 bytes. */
export const DYNAMIC_IDENTIFIER_MAX = 63;
/** Every table made at run time starts with this, so a model can never name a platform table. */
export const DYNAMIC_TABLE_PREFIX = 'dyn_';
/** Fields per table (PostgreSQL allows 1,600 columns, counting retired ones and standard columns). */
export const DYNAMIC_MAX_FIELDS = 1000;
/** Longest `string` field; longer texts use `text`. */
export const DYNAMIC_MAX_STRING = 4000;

/**
 * Columns every dynamic table has, filled by the server (audit, soft delete, data scope,
 * optimistic locking). A field may not use these names.
 */
export const DYNAMIC_STANDARD_COLUMNS = [
  'id',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'deleted_at',
  'deleted_by',
  'organize_id',
  'version',
] as const;
export type DynamicStandardColumn = (typeof DYNAMIC_STANDARD_COLUMNS)[number];

const STANDARD = new Set<string>(DYNAMIC_STANDARD_COLUMNS);

/** Why an identifier is refused (`null`: acceptable). */
export function identifierProblem(name: string): 'pattern' | 'length' | 'reserved' | null {
  if (!DYNAMIC_IDENTIFIER.test(name)) return 'pattern';
  if (name.length > DYNAMIC_IDENTIFIER_MAX) return 'length';
  if (isSqlReservedWord(name)) return 'reserved';
  return null;
}

const identifier = z.string().superRefine((name, ctx) => {
  const problem = identifierProblem(name);
  if (problem) ctx.addIssue({ code: 'custom', message: `identifier ${problem}: ${name.slice(0, 80)}` });
});

/** A field name: an identifier that is not a standard column. */
export const dynamicFieldNameSchema = identifier.refine((n) => !STANDARD.has(n.toLowerCase()), {
  message: 'a standard column name',
});

/** A table name: an identifier with the dynamic prefix. */
export const dynamicTableNameSchema = identifier.refine((n) => n.startsWith(DYNAMIC_TABLE_PREFIX), {
  message: `a table name starts with ${DYNAMIC_TABLE_PREFIX}`,
});

const fieldBase = {
  /** Column name. */
  name: dynamicFieldNameSchema,
  /** What the field is for (the form label). */
  comment: z.string().max(200).optional(),
  /** A value is required on insert and update (checked by the repository; columns stay nullable). */
  required: z.boolean().optional(),
  /** Unique among live rows (a partial index `where deleted_at is null`). */
  unique: z.boolean().optional(),
  /** Searched or sorted on: gets an index. */
  indexed: z.boolean().optional(),
};

/** Field kinds, each with the settings its column needs. */
export const dynamicFieldSchema = z.discriminatedUnion('kind', [
  z.object({
    ...fieldBase,
    kind: z.literal('string'),
    length: z.number().int().min(1).max(DYNAMIC_MAX_STRING),
  }),
  z.object({ ...fieldBase, kind: z.literal('text') }),
  z.object({ ...fieldBase, kind: z.literal('integer') }),
  z.object({ ...fieldBase, kind: z.literal('bigint') }),
  z
    .object({
      ...fieldBase,
      kind: z.literal('decimal'),
      precision: z.number().int().min(1).max(38),
      scale: z.number().int().min(0).max(38),
    })
    .refine((f) => f.scale <= f.precision, { message: 'scale above precision', path: ['scale'] }),
  z.object({ ...fieldBase, kind: z.literal('boolean') }),
  /** Epoch milliseconds in a bigint column. */
  z.object({ ...fieldBase, kind: z.literal('datetime') }),
  /** A calendar day, `YYYY-MM-DD`. */
  z.object({ ...fieldBase, kind: z.literal('date') }),
  /** Any JSON value, stored as text. */
  z.object({ ...fieldBase, kind: z.literal('json') }),
]);
/** One described field. */
export type DynamicField = z.infer<typeof dynamicFieldSchema>;
/** The kind names. */
export type DynamicFieldKind = DynamicField['kind'];

/** An index over several fields (single-field indexes come from `unique`/`indexed`). */
export const dynamicIndexSchema = z.object({
  /** The indexed fields, in order: described fields and standard columns (a scope column, `id` last for a stable order). */
  fields: z.array(identifier).min(1).max(8),
  /** Unique among live rows. */
  unique: z.boolean().optional(),
});
/** A described composite index. */
export type DynamicIndex = z.infer<typeof dynamicIndexSchema>;

/** A table described by a form design: main table or sub-table. */
export const dynamicTableSchema = z
  .object({
    /** Table name (`dyn_…`). */
    name: dynamicTableNameSchema,
    /** What the table holds. */
    comment: z.string().max(200).optional(),
    /** The fields (standard columns are added by the server). */
    fields: z.array(dynamicFieldSchema).max(DYNAMIC_MAX_FIELDS),
    /** Composite indexes. */
    indexes: z.array(dynamicIndexSchema).max(32).optional(),
    /** For a sub-table: its parent table and the column here holding the parent row's id (created by the server, indexed). */
    parent: z.object({ table: dynamicTableNameSchema, foreignKey: dynamicFieldNameSchema }).optional(),
  })
  .superRefine((t, ctx) => {
    const seen = new Set<string>();
    const names = [...t.fields.map((f) => f.name), ...(t.parent ? [t.parent.foreignKey] : [])];
    for (const name of names) {
      // SQLite column names ignore case: two names differing only in case are one column there.
      const key = name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: `duplicate field: ${name}`, path: ['fields'] });
      seen.add(key);
    }
    for (const index of t.indexes ?? []) {
      for (const f of index.fields) {
        if (!seen.has(f.toLowerCase()) && !STANDARD.has(f.toLowerCase()))
          ctx.addIssue({ code: 'custom', message: `index names an unknown field: ${f}`, path: ['indexes'] });
      }
    }
    if (t.parent && t.parent.table === t.name)
      ctx.addIssue({ code: 'custom', message: 'a table cannot be its own parent', path: ['parent'] });
  });
/** A checked table description. */
export type DynamicTable = z.infer<typeof dynamicTableSchema>;

/** Filter operators the dynamic repository accepts, per value shape. */
export const DYNAMIC_FILTER_OPS = [
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'in',
  'null',
  'notNull',
] as const;
/** One filter operator. */
export type DynamicFilterOp = (typeof DYNAMIC_FILTER_OPS)[number];

/** Scalar values a filter compares with. */
const filterValue = z.union([z.string().max(4000), z.number(), z.boolean()]);

/** One condition on a described field. */
export const dynamicFilterSchema = z.object({
  /** A described field or a standard column. */
  field: z.string().max(DYNAMIC_IDENTIFIER_MAX),
  /** The comparison. */
  op: z.enum(DYNAMIC_FILTER_OPS),
  /** The value (a list for `in`; none for `null`/`notNull`). */
  value: z.union([filterValue, z.array(filterValue).max(1000)]).optional(),
});
/** A filter condition. */
export type DynamicFilter = z.infer<typeof dynamicFilterSchema>;

/** A list request over a dynamic table. */
export const dynamicListQuerySchema = z.object({
  /** Conditions, joined with AND. */
  filters: z.array(dynamicFilterSchema).max(50).default([]),
  /** Sort fields; `id` breaks ties. */
  sort: z
    .array(z.object({ field: z.string().max(DYNAMIC_IDENTIFIER_MAX), desc: z.boolean().default(false) }))
    .max(5)
    .default([]),
  /** 1-based page (offset paging). */
  currentPage: z.number().int().min(1).default(1),
  /** Rows per page. */
  pageSize: z.number().int().min(1).max(500).default(20),
  /** Keyset paging: the id of the last row seen, for lists sorted by id only (skips the total). */
  after: z.string().max(32).optional(),
});
/** A list request. */
export type DynamicListQuery = z.input<typeof dynamicListQuerySchema>;
