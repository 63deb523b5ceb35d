import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { adminRecordFields, idSchema } from './organize.contract';
import { answer, defineRoutes, menuAuth } from './route';
import type { PatternRule } from './validation';

/** Code of a print template: a letter, then letters, digits, underscores and dots. */
export const PRINT_CODE_RULE: PatternRule = {
  pattern: /^[A-Za-z][A-Za-z0-9_.]*$/,
  messageKey: 'printCode',
  message: '编码只能输入英文、数字、下划线和小数点，且以字母开头',
};

/** Name of a placeholder field or a sub-table: a letter or underscore, then letters, digits, underscores. */
export const PRINT_FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** 1 flow form, 2 feature (online form) template. */
export const PRINT_TYPES = [1, 2] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

/** The placeholder filled with the current user's name and account when printing. */
export const SYSTEM_PRINTER_FIELD = 'systemPrinter';
/** The placeholder filled with the time of printing. */
export const PRINT_TIME_FIELD = 'printTime';
/** Name of the repeated section that lists the approval (operator) records. */
export const OPERATOR_RECORD_TABLE = 'operatorRecord';
/** Fields of one approval record row. */
export const OPERATOR_RECORD_FIELDS = [
  'nodeName',
  'userName',
  'handleTime',
  'handleStatus',
  'handleOpinion',
] as const;
/** Handle status codes of the approval record table (spec 02 §4), 0 return … 9 revive. */
export const HANDLE_STATUS_CODES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The attribute that marks an element repeated once per row of a sub-table. */
export const PRINT_REPEAT_ATTRIBUTE = 'data-print-repeat';

/** Paper sizes in millimetres (portrait). */
export const PAPER_SIZES = {
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
  Letter: { width: 216, height: 279 },
} as const;

const mm = (max: number) => z.coerce.number().min(0).max(max);

/** Page setup of a template; lengths in millimetres. */
export const printPageParamSchema = z.object({
  /** A4, A5, Letter or custom (then width and height count). */
  size: z.enum(['A4', 'A5', 'Letter', 'custom']).default('A4'),
  /** Portrait or landscape. */
  direction: z.enum(['portrait', 'landscape']).default('portrait'),
  /** Paper width (portrait), used when size is custom. */
  width: mm(2000).default(210),
  /** Paper height (portrait), used when size is custom. */
  height: mm(2000).default(297),
  marginTop: mm(200).default(10),
  marginRight: mm(200).default(10),
  marginBottom: mm(200).default(10),
  marginLeft: mm(200).default(10),
});
export type PrintPageParam = z.infer<typeof printPageParamSchema>;

/** The page setup a new template starts with. */
export const DEFAULT_PAGE_PARAM: PrintPageParam = printPageParamSchema.parse({});

/** One data statement: the first gives the main record's fields, later ones a sub-table's rows. */
export const printSqlEntrySchema = z.object({
  /** A single SELECT; `@formId` is the printed record's id (always bound, never spliced). */
  sql: z.string().trim().max(20000).default(''),
  /** Name of the sub-table (later statements); defaults to `table1`, `table2` … */
  table: z.string().trim().max(50).regex(PRINT_FIELD_PATTERN).nullish(),
});
export type PrintSqlEntry = z.infer<typeof printSqlEntrySchema>;

/** The statements of a template, at most ten. */
export const printSqlTemplateSchema = z.array(printSqlEntrySchema).max(10).default([]);

/** Longest template HTML accepted (data: images make it large). */
export const PRINT_TEMPLATE_MAX = 900_000;

/** Body of `POST /api/system/printDev` and `PUT /{id}`. */
export const printDevBodySchema = z.object({
  /** A `printDev` dictionary item code, or none. */
  categoryId: z.string().trim().max(64).nullish(),
  /** 1 flow, 2 feature. */
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(2),
  /** The data statements; only administrators may change them. */
  sqlTemplate: printSqlTemplateSchema,
  /**
   * Menu code of the resource whose records it prints (`permission.user`); `Data` checks the record
   * against that menu's data scope. Only administrators may change it; absent on edit: unchanged.
   */
  resourceCode: z.string().trim().max(100).nullish(),
  /** The template HTML with `{field}` placeholders (sanitized on save). */
  printTemplate: z.string().max(PRINT_TEMPLATE_MAX).default(''),
  /** Page size, margins and orientation. */
  pageParam: printPageParamSchema.default(DEFAULT_PAGE_PARAM),
  ...adminRecordFields,
});
export type PrintDevBody = z.infer<typeof printDevBodySchema>;

/** Query of `GET /api/system/printDev`. */
export const printDevListQuerySchema = pageQuerySchema.extend({
  /** Only this category. */
  categoryId: z.string().trim().max(64).optional(),
  /** Only this type. */
  type: z.coerce.number().int().min(1).max(2).optional(),
});
export type PrintDevListQuery = z.infer<typeof printDevListQuerySchema>;

/** Query of `GET /api/system/printDev/Selector`. */
export const printDevSelectorQuerySchema = z.object({
  /** Only this type. */
  type: z.coerce.number().int().min(1).max(2).optional(),
});
export type PrintDevSelectorQuery = z.infer<typeof printDevSelectorQuerySchema>;

/** Body of `POST /api/system/printDev/Fields`: the statements to describe. */
export const printDevFieldsBodySchema = z.object({
  sqlTemplate: printSqlTemplateSchema,
  /** A record id to run them with (default empty: only the column names are learnt). */
  formId: z.string().trim().max(64).default(''),
});
export type PrintDevFieldsBody = z.infer<typeof printDevFieldsBodySchema>;

/** Query of `GET /api/system/printDev/Data`. */
export const printDevDataQuerySchema = z.object({
  /** The template. */
  id: idSchema,
  /** The printed record's id, bound as `@formId`. */
  formId: z.string().trim().max(64).default(''),
});
export type PrintDevDataQuery = z.infer<typeof printDevDataQuerySchema>;

/** A template in lists (strict: a field not named here never reaches a caller). */
export const printDevItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  categoryId: z.string().nullable(),
  /** The category again, under the name the JNPF client reads. */
  category: z.string().nullable(),
  type: z.union([z.literal(1), z.literal(2)]),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  /** Who made it, as "realName/account" (null when unknown; the field the JNPF client reads). */
  creatorUser: z.string().nullable(),
  lastModifyTime: z.number().nullable(),
  /** Menu code of the resource whose records it prints; null: only administrators may print. */
  resourceCode: z.string().nullable(),
});
export type PrintDevItem = z.infer<typeof printDevItemSchema>;

/** A template in `GET /{id}` (strict). */
export const printDevInfoSchema = printDevItemSchema.extend({
  sqlTemplate: z.array(printSqlEntrySchema),
  printTemplate: z.string(),
  pageParam: printPageParamSchema,
});
export type PrintDevInfo = z.infer<typeof printDevInfoSchema>;

/** The file `GET /{id}/Actions/Export` answers and `POST Actions/Import` takes. */
export const printDevExportSchema = z.object({
  /** Marks the file as a print template export. */
  kind: z.literal('printDev'),
  version: z.literal(1),
  fullName: adminRecordFields.fullName,
  enCode: adminRecordFields.enCode,
  categoryId: z.string().trim().max(64).nullish(),
  type: z.union([z.literal(1), z.literal(2)]),
  sqlTemplate: printSqlTemplateSchema,
  resourceCode: z.string().trim().max(100).nullish(),
  printTemplate: z.string().max(PRINT_TEMPLATE_MAX),
  pageParam: printPageParamSchema,
  sortCode: adminRecordFields.sortCode,
  description: adminRecordFields.description,
});
export type PrintDevExport = z.infer<typeof printDevExportSchema>;

/** A category node of the selector with its enabled templates. */
export interface PrintDevSelectorNode {
  /** The category code ('' for templates without one). */
  id: string;
  categoryId: string;
  children: { id: string; fullName: string; enCode: string; type: PrintType }[];
}

/** A resource a template may print records of (`GET Resources`): a menu code and the menu's name. */
export interface PrintResourceOption {
  code: string;
  fullName: string;
}

/** Field names answered by `POST Fields`. */
export interface PrintDevFields {
  /** Columns of the main record. */
  main: string[];
  /** Each sub-table's name and columns. */
  tables: { table: string; fields: string[] }[];
}

/** One approval record of a flow (empty until workflow exists). */
export interface PrintOperatorRecord {
  nodeName: string;
  userName: string;
  /** Epoch ms. */
  handleTime: number;
  /** 0 return … 9 revive. */
  handleStatus: number;
  handleOpinion: string | null;
}

/** A value a placeholder may show. */
export type PrintValue = string | number | boolean | null;

/** Data of a print: main fields plus one row array per sub-table. */
export type PrintData = Record<string, PrintValue | Record<string, PrintValue>[]>;

/** Answer of `GET Data`. */
export interface PrintDevDataResult {
  fullName: string;
  printTemplate: string;
  printData: PrintData;
  operatorRecordList: PrintOperatorRecord[];
  pageParam: PrintPageParam;
}

/** The name of the n-th (1-based) sub-table statement. */
export const subTableName = (entry: PrintSqlEntry, index: number) => entry.table || `table${index}`;

/** Paper width and height in millimetres after orientation. */
export function paperSize(p: PrintPageParam): { width: number; height: number } {
  const base = p.size === 'custom' ? { width: p.width, height: p.height } : PAPER_SIZES[p.size];
  return p.direction === 'landscape' ? { width: base.height, height: base.width } : { ...base };
}

const PRINT_DEV = '/api/system/printDev';
const PRINT_DEV_MENU = 'system.printDev';
const tags = ['printDev'];
const idParams = z.object({ id: idSchema });

/** Print templates (menu system.printDev), the template selector and print data. */
export const printDevRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: PRINT_DEV,
    auth: menuAuth(PRINT_DEV_MENU),
    query: printDevListQuerySchema,
    answer: pagedSchema(printDevItemSchema),
    tags,
  },
  /** Enabled templates by category, for print buttons. */
  selector: {
    method: 'GET',
    path: `${PRINT_DEV}/Selector`,
    auth: 'user',
    query: printDevSelectorQuerySchema,
    answer: answer<{ list: PrintDevSelectorNode[] }>(),
    tags,
  },
  /** Resources a template may print records of. */
  resources: {
    method: 'GET',
    path: `${PRINT_DEV}/Resources`,
    auth: menuAuth(PRINT_DEV_MENU),
    answer: answer<{ list: PrintResourceOption[] }>(),
    tags,
  },
  /** The filled template of one record. */
  data: {
    method: 'GET',
    path: `${PRINT_DEV}/Data`,
    auth: 'user',
    query: printDevDataQuerySchema,
    answer: answer<PrintDevDataResult>(),
    tags,
  },
  /** Field names the statements answer. */
  fields: {
    method: 'POST',
    path: `${PRINT_DEV}/Fields`,
    auth: menuAuth(PRINT_DEV_MENU),
    body: printDevFieldsBodySchema,
    answer: answer<PrintDevFields>(),
    tags,
  },
  /** Multipart upload of one export file (field `file`). */
  import: {
    method: 'POST',
    path: `${PRINT_DEV}/Actions/Import`,
    auth: menuAuth(PRINT_DEV_MENU, 'btn_upload'),
    answer: answer<{ id: string }>(),
    tags,
  },
  create: {
    method: 'POST',
    path: PRINT_DEV,
    auth: menuAuth(PRINT_DEV_MENU, 'btn_add'),
    body: printDevBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
  info: {
    method: 'GET',
    path: `${PRINT_DEV}/:id`,
    auth: menuAuth(PRINT_DEV_MENU),
    params: idParams,
    answer: printDevInfoSchema,
    tags,
  },
  update: {
    method: 'PUT',
    path: `${PRINT_DEV}/:id`,
    auth: menuAuth(PRINT_DEV_MENU, 'btn_edit'),
    params: idParams,
    body: printDevBodySchema,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${PRINT_DEV}/:id`,
    auth: menuAuth(PRINT_DEV_MENU, 'btn_remove'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  copy: {
    method: 'POST',
    path: `${PRINT_DEV}/:id/Actions/Copy`,
    auth: menuAuth(PRINT_DEV_MENU, 'btn_add'),
    params: idParams,
    answer: answer<{ id: string }>(),
    tags,
  },
  /** The template's export file (an envelope; the web saves its data). */
  export: {
    method: 'GET',
    path: `${PRINT_DEV}/:id/Actions/Export`,
    auth: menuAuth(PRINT_DEV_MENU, 'btn_download'),
    params: idParams,
    answer: answer<PrintDevExport>(),
    tags,
  },
});
