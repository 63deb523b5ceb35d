import { z } from 'zod';
import { pageQuerySchema } from './list';
import { adminRecordFields } from './organize.contract';

/** Interface kinds: 1 SQL on the platform's database, 2 static JSON, 3 HTTP API. */
export const DATA_INTERFACE_TYPES = [1, 2, 3] as const;
export type DataInterfaceType = (typeof DATA_INTERFACE_TYPES)[number];

/** Parameter data types (spec 02 §3 "data types shown"). */
export const DATA_INTERFACE_PARAM_TYPES = [
  'varchar',
  'text',
  'int',
  'bigint',
  'decimal',
  'datetime',
] as const;

/** Placeholders every SQL, header, query and body template may use besides declared parameters. */
export const DATA_INTERFACE_BUILTIN_PARAMS = [
  'currentPage',
  'pageSize',
  'offset',
  'keyword',
  'showKey',
  'showValue',
  'userId',
  'organizeId',
  'formId',
] as const;

/** What `GET /{id}` shows instead of a stored header value; sent back unchanged, it keeps the value. */
export const DATA_INTERFACE_SECRET_MASK = '******';

/** Largest static JSON text accepted (characters). */
export const DATA_INTERFACE_STATIC_MAX = 256 * 1024;

const fieldName = z
  .string()
  .trim()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,49}$/);

/** A declared parameter: `@field` in templates. */
export const dataInterfaceParamSchema = z.object({
  /** Name used as `@field`. */
  field: fieldName,
  /** Label shown in the editor. */
  fieldName: z.string().trim().max(50).nullish(),
  /** How the value is typed before binding. */
  dataType: z.enum(DATA_INTERFACE_PARAM_TYPES).default('varchar'),
  /** 1 when a call must give a value (or a default must exist). */
  required: z.union([z.literal(0), z.literal(1)]).default(0),
  /** Used when a call gives no value. */
  defaultValue: z.string().max(500).nullish(),
});
export type DataInterfaceParam = z.infer<typeof dataInterfaceParamSchema>;

/** A header or query entry of an API interface; the value may hold `@name` placeholders. */
export const dataInterfaceKeyValueSchema = z.object({
  field: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.-]+$/),
  value: z.string().max(2000).default(''),
});
export type DataInterfaceKeyValue = z.infer<typeof dataInterfaceKeyValueSchema>;

/** HTTP API settings. bodyType: 0 none, 1 JSON, 2 form (urlencoded), 3 raw text. */
export const dataInterfaceApiSchema = z.object({
  /** 1 GET, 2 POST. */
  method: z.union([z.literal(1), z.literal(2)]).default(1),
  url: z.string().trim().max(2000).default(''),
  header: z.array(dataInterfaceKeyValueSchema).max(30).default([]),
  query: z.array(dataInterfaceKeyValueSchema).max(50).default([]),
  /** Template text; for JSON bodies, placeholders are replaced inside JSON string values only. */
  body: z.string().max(20000).default(''),
  bodyType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).default(0),
});
export type DataInterfaceApi = z.infer<typeof dataInterfaceApiSchema>;

/** Reference §6 shape of dataConfigJson (only the part of the interface's type is used). */
export const dataInterfaceConfigSchema = z.object({
  /** Static type: JSON text of an array of records. */
  staticData: z.string().max(DATA_INTERFACE_STATIC_MAX).default(''),
  sqlData: z.object({ sql: z.string().max(20000).default('') }).default({ sql: '' }),
  apiData: dataInterfaceApiSchema.default({
    method: 1,
    url: '',
    header: [],
    query: [],
    body: '',
    bodyType: 0,
  }),
});
export type DataInterfaceConfig = z.infer<typeof dataInterfaceConfigSchema>;

/** Body of `POST /api/system/DataInterface` and `PUT /{id}`. */
export const dataInterfaceBodySchema = z.object({
  /** A `DataInterfaceType` dictionary item (id or code). */
  categoryId: z.string().trim().min(1).max(64),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** 1 when the SQL pages itself with @offset/@pageSize (or the API returns pages). */
  hasPage: z.union([z.literal(0), z.literal(1)]).default(0),
  dataConfigJson: dataInterfaceConfigSchema,
  parameterJson: z.array(dataInterfaceParamSchema).max(30).default([]),
  /** API: dot path to the array inside the response (empty: the response itself). */
  responsePath: z
    .string()
    .trim()
    .max(200)
    .regex(/^$|^[A-Za-z0-9_$-]+(\.[A-Za-z0-9_$-]+)*$/)
    .nullish(),
  /** Time limit of one call, ms. */
  timeLimitMs: z.coerce.number().int().min(100).max(30000).default(5000),
  /** Most rows one call answers. */
  rowLimit: z.coerce.number().int().min(1).max(10000).default(1000),
  /** Roles whose members may run it from anywhere (absent: unchanged on edit, none on create). */
  roleIds: z.array(z.string().trim().min(1).max(64)).max(200).optional(),
  ...adminRecordFields,
});
export type DataInterfaceBody = z.infer<typeof dataInterfaceBodySchema>;

/** Query of `GET /api/system/DataInterface`. */
export const dataInterfaceListQuerySchema = pageQuerySchema.extend({
  categoryId: z.string().trim().max(64).optional(),
  type: z.coerce.number().int().min(1).max(3).optional(),
});
export type DataInterfaceListQuery = z.infer<typeof dataInterfaceListQuerySchema>;

/** One row of the list (strict: a field not named here never reaches a caller). */
export const dataInterfaceItemSchema = z.strictObject({
  id: z.string(),
  categoryId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  hasPage: z.number(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
  /** Names of the roles granted to run it. */
  roleNames: z.array(z.string()),
});
export type DataInterfaceItem = z.infer<typeof dataInterfaceItemSchema>;

/** `GET /{id}`: the whole interface; header values are masked (strict). */
export const dataInterfaceInfoSchema = dataInterfaceItemSchema.extend({
  dataConfigJson: dataInterfaceConfigSchema,
  parameterJson: z.array(dataInterfaceParamSchema),
  responsePath: z.string().nullable(),
  timeLimitMs: z.number(),
  rowLimit: z.number(),
  /** Roles whose members may run it. */
  roleIds: z.array(z.string()),
});
export type DataInterfaceInfo = z.infer<typeof dataInterfaceInfoSchema>;

/** A parameter value given by a caller (widgets send `defaultValue`, others `value`). */
export const dataInterfaceParamValueSchema = z.object({
  field: z.string().trim().min(1).max(50),
  value: z.unknown().optional(),
  defaultValue: z.unknown().optional(),
});
export type DataInterfaceParamValue = z.infer<typeof dataInterfaceParamValueSchema>;

const paramList = z.array(dataInterfaceParamValueSchema).max(50).default([]);

/**
 * The menu (form) a widget call is made from: the run is allowed when the caller holds that menu
 * and the menu declares use of the interface (ADR 0011).
 */
const menuId = z.string().trim().max(64).optional();

/** Body of `POST /{id}/Action/List` (spec 02 §3 "Data interface list request"). */
export const dataInterfaceListRequestSchema = z.object({
  interfaceId: z.string().max(64).optional(),
  propsValue: z.string().trim().max(100).default('id'),
  relationField: z.string().trim().max(100).default('fullName'),
  /** Comma-joined column keys the keyword also searches. */
  columnOptions: z.string().max(1000).optional(),
  paramList,
  keyword: z.string().trim().max(200).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(10000).default(20),
  menuId,
});
export type DataInterfaceListRequest = z.infer<typeof dataInterfaceListRequestSchema>;

/** Body of `POST /{id}/Action/InfoByIds`. */
export const dataInterfaceInfoByIdsSchema = z.object({
  ids: z
    .array(z.union([z.string().max(200), z.number()]))
    .max(1000)
    .default([]),
  interfaceId: z.string().max(64).optional(),
  propsValue: z.string().trim().max(100).default('id'),
  relationField: z.string().trim().max(100).default('fullName'),
  paramList,
  menuId,
});
export type DataInterfaceInfoByIds = z.infer<typeof dataInterfaceInfoByIdsSchema>;

/** Body of `POST /{id}/Actions/Response` (options of a dynamic field). */
export const dataInterfaceResponseRequestSchema = z.object({ paramList, menuId });
export type DataInterfaceResponseRequest = z.infer<typeof dataInterfaceResponseRequestSchema>;

/** Body of `POST /{id}/Actions/Preview`; `draft` runs unsaved settings (id may be 0). */
export const dataInterfacePreviewSchema = z.object({
  paramList,
  keyword: z.string().max(200).optional(),
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
  draft: dataInterfaceBodySchema.optional(),
});
export type DataInterfacePreviewRequest = z.infer<typeof dataInterfacePreviewSchema>;

/** A record an interface answers. */
export type DataInterfaceRecord = Record<string, unknown>;

/** Answer of Preview: rows or the error text. */
export interface DataInterfacePreviewResult {
  ok: boolean;
  list: DataInterfaceRecord[];
  /** Column keys of the first rows. */
  columns: string[];
  durationMs: number;
  /** More rows existed than the row limit. */
  truncated: boolean;
  error: string | null;
}

/** A node of `GET Selector`: categories with their interfaces as children. */
export interface DataInterfaceSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  /** The interface's code (interfaces only): forms and widgets refer to interfaces by it. */
  enCode?: string;
  /** category or interface. */
  type: 'category' | 'interface';
  interfaceType?: DataInterfaceType;
  hasChildren: boolean;
  children: DataInterfaceSelectorNode[];
}

/** A declared parameter as `GET GetParam/{id}` lists it. */
export type DataInterfaceParamInfo = DataInterfaceParam;

/** Query of `GET /api/system/DataInterfaceLog/{id}`. */
export const dataInterfaceLogQuerySchema = pageQuerySchema;
export type DataInterfaceLogQuery = z.infer<typeof dataInterfaceLogQuerySchema>;

/** One call log row (strict: only the caller's id and name, nothing else of the user). */
export const dataInterfaceLogItemSchema = z.strictObject({
  id: z.string(),
  interfaceId: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  invokeTime: z.number(),
  durationMs: z.number(),
  ip: z.string().nullable(),
  ok: z.number(),
  error: z.string().nullable(),
  /** preview, list, infoByIds or response. */
  invokeType: z.string(),
});
export type DataInterfaceLogItem = z.infer<typeof dataInterfaceLogItemSchema>;

/** The file of `GET /{id}/Action/Export` and `POST Action/Import` (a list of interfaces). */
export const dataInterfaceExportSchema = z.object({
  kind: z.literal('tessera.dataInterface'),
  version: z.literal(1),
  list: z.array(dataInterfaceBodySchema).min(1).max(200),
});
export type DataInterfaceExport = z.infer<typeof dataInterfaceExportSchema>;

/** Reads a placeholder-free dot path ("data.list") out of a value; undefined when absent. */
export function readDotPath(value: unknown, path: string | null | undefined): unknown {
  if (!path) return value;
  let current: unknown = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
