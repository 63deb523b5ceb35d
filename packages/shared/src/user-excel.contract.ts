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
    account: '帳號',
    realName: '姓名',
    gender: '性別',
    mobilePhone: '手機',
    email: '電子郵件',
    organize: '所屬組織',
    position: '職位',
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
  zhtw: '錯誤訊息',
  en: 'Errors',
};

/** Names of the generated files, per language. */
export const USER_EXCEL_FILE_NAMES: Record<Language, { template: string; export: string; errors: string }> = {
  zh: { template: '用户导入模板.xlsx', export: '用户信息.xlsx', errors: '用户导入失败数据.xlsx' },
  zhtw: { template: '使用者匯入範本.xlsx', export: '使用者資訊.xlsx', errors: '使用者匯入失敗資料.xlsx' },
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

/**
 * The template's second row explains each column and is never imported: its cells start with this
 * mark, and a row whose account cell starts with it is left out of the preview and refused by the
 * import (an account is letters and digits only, so no real row starts with it).
 */
export const USER_EXCEL_HINT_MARK = '※';

/** The template's instruction row, per language (each cell starts with {@link USER_EXCEL_HINT_MARK}). */
export const USER_EXCEL_HINTS: Record<Language, Record<UserExcelColumn, string>> = {
  zh: {
    account: '※ 说明行（不会导入，可删除）。必填：字母或数字，不能与已有账号重复',
    realName: '※ 必填',
    gender: '※ 男、女或保密',
    mobilePhone: '※ 11位手机号，可空',
    email: '※ 电子邮箱，可空',
    organize: '※ 必填：组织名称或完整路径，多个用逗号分隔',
    position: '※ 所属组织下的岗位名称，可空',
    role: '※ 角色名称，多个用逗号分隔，可空',
    enabledMark: '※ 启用或禁用（默认启用）',
    sortCode: '※ 0-999999 的整数',
    description: '※ 可空',
  },
  zhtw: {
    account: '※ 說明列（不會匯入，可刪除）。必填：字母或數字，不能與現有帳號重複',
    realName: '※ 必填',
    gender: '※ 男、女或保密',
    mobilePhone: '※ 11位手機號碼，可空',
    email: '※ 電子郵件，可空',
    organize: '※ 必填：組織名稱或完整路徑，多個用逗號分隔',
    position: '※ 所屬組織下的職位名稱，可空',
    role: '※ 角色名稱，多個用逗號分隔，可空',
    enabledMark: '※ 啟用或禁用（預設啟用）',
    sortCode: '※ 0-999999 的整數',
    description: '※ 可空',
  },
  en: {
    account:
      '※ Instruction row (never imported; you may delete it). Required: letters or digits, not an account in use',
    realName: '※ Required',
    gender: '※ Male, Female or Secret',
    mobilePhone: '※ 11-digit mobile number, optional',
    email: '※ E-mail address, optional',
    organize: '※ Required: organisation name or full path; several separated by commas',
    position: '※ Position name within the organisation, optional',
    role: '※ Role names separated by commas, optional',
    enabledMark: '※ Enabled or Disabled (default Enabled)',
    sortCode: '※ Whole number from 0 to 999999',
    description: '※ Optional',
  },
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
  /** The widget of the column (`table` for a sub-table, whose columns are its children). */
  jnpfKey?: string;
  children?: ImportHeader[];
}

/** Whether one preview row would import, and why not (in the caller's language). */
export interface ImportRowCheck {
  valid: boolean;
  /** The reasons a row is invalid, joined; '' for a valid row. */
  errorsInfo: string;
}

/** Answer of `ImportPreview`. */
export interface ImportPreview<Row = Record<string, string>> {
  headerRow: ImportHeader[];
  dataRow: Row[];
  /** One check per data row, in order, made before anything is written (modules that check rows). */
  checks?: ImportRowCheck[];
}

/** Answer of `ImportCheck`: one check per row sent, in order. */
export interface ImportCheckResult {
  checks: ImportRowCheck[];
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
  /** Checks the (edited) preview rows without writing anything. */
  check: {
    method: 'POST',
    path: `${USERS_PATH}/ImportCheck`,
    auth: menuAuth(EXCEL_MENU, 'btn_upload'),
    body: userImportBodySchema,
    answer: answer<ImportCheckResult>(),
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
