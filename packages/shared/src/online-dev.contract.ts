import { z } from 'zod';
import { idSchema } from './organize.contract';
import { answer, defineRoutes } from './route';
import { VISUAL_DEV_DATA_MAX, VISUAL_DEV_RESOLVER, onlineDevSaveBodySchema } from './visualdev.contract';

/**
 * The generated list pages' records (spec 02 §7, form-model.md §5): list, read, detail, update,
 * delete and batch delete under `/api/visualdev/OnlineDev/{modelId}`. Page sizes, field names,
 * symbols and values are checked by the server against the released model (messages name them).
 */

const ONLINE = '/api/visualdev/OnlineDev';
const tags = ['visualdev'];
const modelParams = z.object({ modelId: idSchema });
const recordParams = z.object({ modelId: idSchema, id: idSchema });
/** A JSON text the client sends (or the object itself). */
const jsonish = z.union([z.string().max(200_000), z.record(z.string(), z.unknown())]).nullish();
const loose = z.union([z.number(), z.string().max(32)]).nullish();

/** Body of `POST {modelId}/List` (and of the export, which adds its own keys). */
export const onlineDevListBodySchema = z.looseObject({
  currentPage: loose,
  pageSize: loose,
  /** `"f1,-f2"`; a plain field with `sort: "desc"` too (older clients). */
  sidx: z.string().max(2000).nullish(),
  sort: z.string().max(8).nullish(),
  keyword: z.string().max(200).nullish(),
  queryJson: jsonish,
  superQueryJson: jsonish,
  menuId: z.string().max(64).nullish(),
});
export type OnlineDevListBody = z.infer<typeof onlineDevListBodySchema>;

/** Most ids one batch delete may name. */
export const ONLINE_DEV_BATCH_MAX = 1000;
export const onlineDevBatchBodySchema = z.object({ ids: z.array(z.string().max(64)).max(100_000) });

/** A page of records: display values (form-model.md §5.4). */
export interface OnlineDevListAnswer {
  list: Record<string, unknown>[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
/** One record: `data` is a JSON text (raw values for the edit form, display values for the detail). */
export interface OnlineDevRecordAnswer {
  id: string;
  data: string;
}

/** Most columns and selected ids one export may name. */
export const ONLINE_DEV_EXPORT_COLUMNS_MAX = 500;
export const ONLINE_DEV_EXPORT_IDS_MAX = 10_000;

/** Body of `POST {modelId}/Actions/ExportData`: the list's query plus what to export (§5.7). */
export const onlineDevExportBodySchema = onlineDevListBodySchema.extend({
  /** 0 the current page, 1 everything the query finds, 2 the selected rows. */
  dataType: z.coerce.number().int().min(0).max(2).default(0),
  /** Columns by list id (`vModel`, `table-child`), in file order. */
  selectKey: z.array(z.string().max(200)).max(ONLINE_DEV_EXPORT_COLUMNS_MAX).default([]),
  selectIds: z.array(z.string().max(64)).max(ONLINE_DEV_EXPORT_IDS_MAX).default([]),
});
export type OnlineDevExportBody = z.infer<typeof onlineDevExportBodySchema>;

export const onlineDevRoutes = defineRoutes({
  recordList: {
    method: 'POST',
    path: `${ONLINE}/:modelId/List`,
    auth: { resolve: VISUAL_DEV_RESOLVER },
    params: modelParams,
    body: onlineDevListBodySchema,
    answer: answer<OnlineDevListAnswer>(),
    tags,
  },
  recordInfo: {
    method: 'GET',
    path: `${ONLINE}/:modelId/:id`,
    auth: { resolve: VISUAL_DEV_RESOLVER, button: 'btn_edit' },
    params: recordParams,
    answer: answer<OnlineDevRecordAnswer>(),
    tags,
  },
  recordDetail: {
    method: 'GET',
    path: `${ONLINE}/:modelId/:id/DataChange`,
    auth: { resolve: VISUAL_DEV_RESOLVER, button: 'btn_detail' },
    params: recordParams,
    answer: answer<OnlineDevRecordAnswer>(),
    tags,
  },
  recordUpdate: {
    method: 'PUT',
    path: `${ONLINE}/:modelId/:id`,
    auth: { resolve: VISUAL_DEV_RESOLVER, button: 'btn_edit' },
    params: recordParams,
    body: onlineDevSaveBodySchema,
    answer: answer<null>(),
    tags,
  },
  recordRemove: {
    method: 'DELETE',
    path: `${ONLINE}/:modelId/:id`,
    auth: { resolve: VISUAL_DEV_RESOLVER, button: 'btn_remove' },
    params: recordParams,
    answer: answer<null>(),
    tags,
  },
  /** btn_batchRemove or btn_remove (form-model.md §5.6): the service checks which. */
  recordBatchRemove: {
    method: 'POST',
    path: `${ONLINE}/batchDelete/:modelId`,
    auth: { resolve: VISUAL_DEV_RESOLVER },
    params: modelParams,
    body: onlineDevBatchBodySchema,
    answer: answer<null>(),
    tags,
  },
  recordExport: {
    method: 'POST',
    path: `${ONLINE}/:modelId/Actions/ExportData`,
    auth: { resolve: VISUAL_DEV_RESOLVER, button: 'btn_download' },
    params: modelParams,
    body: onlineDevExportBodySchema,
    answer: answer<{ name: string; url: string; exported: number }>(),
    tags,
  },
  /** An exported file, streamed (not an envelope); its address comes in the export's answer. */
  recordDownload: {
    method: 'GET',
    path: `${ONLINE}/:modelId/ExcelDownload/:fileName`,
    auth: { resolve: VISUAL_DEV_RESOLVER, button: 'btn_download' },
    params: z.object({ modelId: idSchema, fileName: z.string().max(100) }),
    tags,
  },
});

/** Largest update body, in characters (the record JSON plus room). */
export const ONLINE_DEV_RECORD_BODY = VISUAL_DEV_DATA_MAX * 2 + 64 * 1024;
