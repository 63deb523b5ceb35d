import { z } from 'zod';
import type { Language } from './language';
import { answer, defineRoutes, menuAuth } from './route';
import { USERS_PATH, userListQuerySchema } from './user-admin.contract';

/** Import files are refused at this size and above (spec 02 §9: under 2MB). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Data rows one import may hold (spec 02 §9). */
export const IMPORT_MAX_ROWS = 1500;

/** Columns of the user template, export and import, in file order. */
export const USER_EXCEL_COLUMNS = [
  'account',
  'realName',
  'gender',
  'mobilePhone',
  'email',
  'organize',
  'position',
  'role',
  'enabledMark',
  'sortCode',
  'description',
] as const;
export type UserExcelColumn = (typeof USER_EXCEL_COLUMNS)[number];

/** Column titles written to and recognised in files, per language. */
export const USER_EXCEL_LABELS: Record<Language, Record<UserExcelColumn, string>> = {
  zh: {
    account: '账户',
    realName: '姓名',
    gender: '性别',
    mobilePhone: '手机',
    email: '电子邮箱',
    organize: '所属组织',
    position: '岗位',
    role: '角色',
    enabledMark: '状态',
    sortCode: '排序',
    description: '说明',
  },
  zhtw: {
    account: '賬戶',
    realName: '姓名',
    gender: '性別',
    mobilePhone: '手機',
    email: '電子郵箱',
    organize: '所屬組織',
    position: '崗位',
    role: '角色',
    enabledMark: '狀態',
    sortCode: '排序',
    description: '說明',
  },
  en: {
    account: 'Account',
    realName: 'Name',
    gender: 'Gender',
    mobilePhone: 'Mobile',
    email: 'E-mail',
    organize: 'Organisation',
    position: 'Position',
    role: 'Role',
    enabledMark: 'Status',
    sortCode: 'Sort',
    description: 'Description',
  },
};

/** Title of the error column of the failed-rows file, per language. */
export const USER_EXCEL_ERROR_LABEL: Record<Language, string> = {
  zh: '错误信息',
  zhtw: '錯誤信息',
  en: 'Errors',
};

/** Names of the generated files, per language. */
export const USER_EXCEL_FILE_NAMES: Record<Language, { template: string; export: string; errors: string }> = {
  zh: { template: '用户导入模板.xlsx', export: '用户信息.xlsx', errors: '用户导入失败数据.xlsx' },
  zhtw: { template: '用戶導入模板.xlsx', export: '用戶信息.xlsx', errors: '用戶導入失敗數據.xlsx' },
  en: { template: 'user-import-template.xlsx', export: 'users.xlsx', errors: 'user-import-failures.xlsx' },
};

/** Columns an export may hold (roles are not part of the list, so they are not exported). */
export const USER_EXPORT_COLUMNS = USER_EXCEL_COLUMNS.filter((c) => c !== 'role');

/** Words for gender (1 male, 2 female, 3 secret) and status (1 on, 0 off) in files, per language. */
export const USER_EXCEL_WORDS: Record<
  Language,
  { gender: Record<1 | 2 | 3, string>; state: Record<0 | 1, string> }
> = {
  zh: { gender: { 1: '男', 2: '女', 3: '保密' }, state: { 1: '启用', 0: '禁用' } },
  zhtw: { gender: { 1: '男', 2: '女', 3: '保密' }, state: { 1: '啟用', 0: '禁用' } },
  en: { gender: { 1: 'Male', 2: 'Female', 3: 'Secret' }, state: { 1: 'Enabled', 0: 'Disabled' } },
};

/** One cell as the client sends it back: text or a number, empty allowed. */
const cell = z
  .union([z.string().max(500), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

/** One data row of an import (every column optional text). */
export const userImportRowSchema = z.object(
  Object.fromEntries(USER_EXCEL_COLUMNS.map((c) => [c, cell])) as Record<UserExcelColumn, typeof cell>,
);
export type UserImportRow = z.infer<typeof userImportRowSchema>;

/** Body of `POST /api/permission/Users/ImportData`: the (edited) preview rows. */
export const userImportBodySchema = z.object({
  list: z.array(userImportRowSchema).max(IMPORT_MAX_ROWS),
});
export type UserImportBody = z.infer<typeof userImportBodySchema>;

/** A failed row: the row plus why it failed. */
export const userFailedRowSchema = userImportRowSchema.extend({
  errorsInfo: z.string().max(2000).default(''),
});
export type UserFailedRow = z.infer<typeof userFailedRowSchema>;

/** Body of `POST /api/permission/Users/ExportExceptionData`: failed rows to write to a file. */
export const userExceptionBodySchema = z.object({
  list: z.array(userFailedRowSchema).min(1).max(IMPORT_MAX_ROWS),
});
export type UserExceptionBody = z.infer<typeof userExceptionBodySchema>;

const columnList = z
  .union([z.string().max(1000), z.array(z.string().max(100)).max(50)])
  .optional()
  .transform((v) => {
    const asked = (Array.isArray(v) ? v : (v ?? '').split(',')).map((s) => s.trim());
    const known = USER_EXPORT_COLUMNS.filter((c) => asked.includes(c));
    return known.length ? known : [...USER_EXPORT_COLUMNS];
  });

/** Query of `GET /api/permission/Users/ExportExcel`: the list's filter plus what to export. */
export const userExportQuerySchema = userListQuerySchema.extend({
  /** 0 the current page, 1 every matching user. */
  dataType: z.coerce.number().int().min(0).max(1).default(0),
  /** Columns to export (comma-joined or repeated); unknown keys are ignored, none means all. */
  selectKey: columnList,
});
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

/** Query of `GET /api/permission/Users/ImportPreview`. */
export const importPreviewQuerySchema = z.object({
  /** The stored name `Uploader` answered. */
  fileName: z.string().trim().min(1).max(100),
});
export type ImportPreviewQuery = z.infer<typeof importPreviewQuerySchema>;

/** A generated file: display name and the address to fetch it with the caller's token. */
export interface ExcelFileLink {
  name: string;
  url: string;
}

/** Answer of `ExportExcel`: the file, how many rows it holds and whether an operator's limit cut it. */
export interface ExcelExportLink extends ExcelFileLink {
  /** Rows written to the file. */
  exported: number;
  /** Rows the filter matches for the caller (the current page's size when only that page is asked). */
  total: number;
  /** The operator's row limit (EXPORT_ROW_LIMIT); present only when it cut the file short. */
  limit?: number;
}

/** Answer of `Uploader`: the original (cleaned) name and the stored name for the preview. */
export interface ExcelUploadResult {
  name: string;
  fileName: string;
}

/** A column of the preview (spec 02 §3 "Import preview"). */
export interface ImportHeader {
  id: string;
  fullName: string;
  children?: ImportHeader[];
}

/** Answer of `ImportPreview`. */
export interface ImportPreview<Row = Record<string, string>> {
  headerRow: ImportHeader[];
  dataRow: Row[];
}

/** Answer of `ImportData` (spec 02 §3 "Import result"). */
export interface ImportResult<Row = Record<string, string>> {
  /** Rows imported. */
  snum: number;
  /** Rows refused. */
  fnum: number;
  /** 0 every row imported, 1 some failed. */
  resultType: 0 | 1;
  failResult: (Row & { errorsInfo: string })[];
}

const EXCEL_MENU = 'permission.user';
const excelTags = ['user-admin'];

/**
 * User export, template and import (spec 02 §7 Users). Generated files are fetched from
 * `ExcelDownload/{name}` with the caller's token; only their maker can fetch them, for 10 minutes.
 */
export const userExcelRoutes = defineRoutes({
  export: {
    method: 'GET',
    path: `${USERS_PATH}/ExportExcel`,
    auth: menuAuth(EXCEL_MENU, 'btn_download'),
    query: userExportQuerySchema,
    answer: answer<ExcelExportLink>(),
    tags: excelTags,
  },
  template: {
    method: 'GET',
    path: `${USERS_PATH}/TemplateDownload`,
    auth: menuAuth(EXCEL_MENU, 'btn_download'),
    answer: answer<ExcelFileLink>(),
    tags: excelTags,
  },
  /** Multipart: one `.xls`/`.xlsx` file (no body schema). */
  upload: {
    method: 'POST',
    path: `${USERS_PATH}/Uploader`,
    auth: menuAuth(EXCEL_MENU, 'btn_upload'),
    answer: answer<ExcelUploadResult>(),
    tags: excelTags,
  },
  preview: {
    method: 'GET',
    path: `${USERS_PATH}/ImportPreview`,
    auth: menuAuth(EXCEL_MENU, 'btn_upload'),
    query: importPreviewQuerySchema,
    answer: answer<ImportPreview<UserImportRow>>(),
    tags: excelTags,
  },
  importData: {
    method: 'POST',
    path: `${USERS_PATH}/ImportData`,
    auth: menuAuth(EXCEL_MENU, 'btn_upload'),
    body: userImportBodySchema,
    answer: answer<ImportResult<UserImportRow>>(),
    tags: excelTags,
  },
  exportErrors: {
    method: 'POST',
    path: `${USERS_PATH}/ExportExceptionData`,
    auth: menuAuth(EXCEL_MENU, 'btn_upload'),
    body: userExceptionBodySchema,
    answer: answer<ExcelFileLink>(),
    tags: excelTags,
  },
  /** A generated file, streamed (not an envelope); its address comes in the answers above. */
  download: {
    method: 'GET',
    path: `${USERS_PATH}/ExcelDownload/:fileName`,
    auth: menuAuth(EXCEL_MENU),
    params: z.object({ fileName: z.string().max(100) }),
    tags: excelTags,
  },
});
