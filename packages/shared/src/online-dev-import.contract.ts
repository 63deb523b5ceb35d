import { z } from 'zod';
import type { Language } from './language';
import { idSchema } from './organize.contract';
import { answer, defineRoutes } from './route';
import {
  IMPORT_MAX_ROWS,
  importPreviewQuerySchema,
  type ExcelFileLink,
  type ExcelUploadResult,
  type ImportPreview,
  type ImportResult,
} from './user-excel.contract';
import { VISUAL_DEV_RESOLVER } from './visualdev.contract';

/**
 * The import of generated list pages (spec 02 §7, form-model.md §5.8, rulings 4 and 8): template,
 * upload, preview, import and the failed rows' file under `/api/visualdev/OnlineDev/{modelId}`,
 * each on the design's import button (`upload`, permission `btn_upload`).
 */

const ONLINE = '/api/visualdev/OnlineDev';
const tags = ['visualdev'];
const auth = { resolve: VISUAL_DEV_RESOLVER, button: 'btn_upload' } as const;
const modelParams = z.object({ modelId: idSchema });

/** Most sub-table rows one imported record may hold. */
export const ONLINE_IMPORT_SUB_ROWS_MAX = 1000;
/** Largest import or failed-rows body, in bytes (1,500 records with their sub-rows). */
export const ONLINE_IMPORT_BODY_MAX = 16 * 1024 * 1024;

/** One cell as the client sends it back: the file's text (numbers and flags accepted). */
const cell = z.union([z.string().max(5000), z.number(), z.boolean()]).nullish();
const keyed = <T extends z.ZodType>(value: T, max: number) =>
  z
    .record(z.string().max(100), value)
    .refine((o) => Object.keys(o).length <= max, { message: `at most ${max} fields` });
/** A sub-table row of an imported record: its columns' texts by child vModel. */
const subRow = keyed(cell, 200);
/**
 * One record of the preview or import: main field texts by vModel; a sub-table's rows under its
 * vModel; `errorsInfo` (failed rows sent back for their file) is ignored by the import.
 */
export const onlineImportRowSchema = keyed(
  z.union([cell, z.array(subRow).max(ONLINE_IMPORT_SUB_ROWS_MAX)]),
  300,
);
export type OnlineImportRow = z.infer<typeof onlineImportRowSchema>;

/** Body of `POST {modelId}/ImportData`: the (edited) preview rows (more than 1,500 refused by name). */
export const onlineImportBodySchema = z.object({
  list: z.array(onlineImportRowSchema).max(IMPORT_MAX_ROWS * 2),
  flowId: z.string().max(64).nullish(),
});
export type OnlineImportBody = z.infer<typeof onlineImportBodySchema>;

/** Body of `POST {modelId}/ImportExceptionData`: the failed rows, with their reasons. */
export const onlineImportExceptionBodySchema = z.object({
  list: z.array(onlineImportRowSchema).min(1).max(IMPORT_MAX_ROWS),
});
export type OnlineImportExceptionBody = z.infer<typeof onlineImportExceptionBodySchema>;

/** A failed record: the row as sent plus why it failed. */
export type OnlineImportFailedRow = OnlineImportRow & { errorsInfo: string };

/** Title of the failed-rows file's error column, per language. */
export const ONLINE_IMPORT_ERROR_LABEL: Record<Language, string> = {
  zh: '错误信息',
  zhtw: '錯誤訊息',
  en: 'Errors',
};

/** Names of the template and failed-rows files, after the design's name, per language. */
export const ONLINE_IMPORT_FILE_NAMES: Record<Language, { template: string; errors: string }> = {
  zh: { template: '{name}导入模板.xlsx', errors: '{name}导入失败数据.xlsx' },
  zhtw: { template: '{name}匯入範本.xlsx', errors: '{name}匯入失敗資料.xlsx' },
  en: { template: '{name}-import-template.xlsx', errors: '{name}-import-failures.xlsx' },
};

export const onlineDevImportRoutes = defineRoutes({
  /** The .xlsx template of the fields the caller may import (sub-table columns included). */
  importTemplate: {
    method: 'GET',
    path: `${ONLINE}/:modelId/Template`,
    auth,
    params: modelParams,
    answer: answer<ExcelFileLink>(),
    tags,
  },
  /** Multipart: one `.xls`/`.xlsx` file under 2 MB (no body schema); kept 10 minutes for the preview. */
  importUpload: {
    method: 'POST',
    path: `${ONLINE}/:modelId/Uploader`,
    auth,
    params: modelParams,
    answer: answer<ExcelUploadResult>(),
    tags,
  },
  /** The uploaded file's records (continuation lines folded into sub-rows) with each one's check. */
  importPreview: {
    method: 'GET',
    path: `${ONLINE}/:modelId/ImportPreview`,
    auth,
    params: modelParams,
    query: importPreviewQuerySchema,
    answer: answer<ImportPreview<OnlineImportRow>>(),
    tags,
  },
  importData: {
    method: 'POST',
    path: `${ONLINE}/:modelId/ImportData`,
    auth,
    params: modelParams,
    body: onlineImportBodySchema,
    answer: answer<ImportResult<OnlineImportRow>>(),
    tags,
  },
  /** The failed rows as an .xlsx (the template's columns plus the reasons). */
  importErrors: {
    method: 'POST',
    path: `${ONLINE}/:modelId/ImportExceptionData`,
    auth,
    params: modelParams,
    body: onlineImportExceptionBodySchema,
    answer: answer<ExcelFileLink>(),
    tags,
  },
  /** A template or failed-rows file, streamed (not an envelope); its address comes in the answers. */
  importDownload: {
    method: 'GET',
    path: `${ONLINE}/:modelId/ImportDownload/:fileName`,
    auth,
    params: z.object({ modelId: idSchema, fileName: z.string().max(100) }),
    tags,
  },
});
