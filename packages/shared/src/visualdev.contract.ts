import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import type { MenuCategory } from './menus.contract';
import { idSchema } from './organize.contract';
import { answer, defineRoutes, menuAuth } from './route';

/**
 * Online development (spec 02 §7, reference form-model.md §7, jnpf-contract §4): the designs of
 * `/api/visualdev/Base` and the form-only runtime of `/api/visualdev/OnlineDev/{modelId}`.
 */

/** The menu whose buttons guard the design administration. */
export const VISUAL_DEV_MENU = 'onlineDev.webDesign';
/** The per-request resolver a model's runtime routes name: the model's released menu. */
export const VISUAL_DEV_RESOLVER = 'visualdevModel';

/** 0 draft (未发布), 1 released (已发布), 2 modified after release (已修改). */
export const VISUAL_DEV_STATES = [0, 1, 2] as const;
export type VisualDevState = (typeof VISUAL_DEV_STATES)[number];
/** 1 form only, 2 form and list. */
export const VISUAL_DEV_WEB_TYPES = [1, 2] as const;
/** Longest design JSON (formData, columnData …) accepted, in characters. */
export const VISUAL_DEV_JSON_MAX = 2_000_000;
/** Longest record JSON a runtime save accepts. */
export const VISUAL_DEV_DATA_MAX = 1_000_000;

/** Buttons a released menu gets (form-model.md §7 step 4), enabled when the design chose them. */
export const VISUAL_DEV_MENU_BUTTONS = [
  'btn_add',
  'btn_edit',
  'btn_remove',
  'btn_detail',
  'btn_download',
  'btn_upload',
  'btn_batchRemove',
  'btn_batchPrint',
] as const;

const jsonText = z.string().max(VISUAL_DEV_JSON_MAX);

/** Body of `POST /api/visualdev/Base` and `PUT /{id}`. */
export const visualDevBodySchema = z.object({
  fullName: z.string().trim().min(1).max(100),
  enCode: z.string().trim().min(1).max(50),
  /** A `businessType` dictionary item code, or none. */
  category: z.string().trim().max(64).nullish(),
  /** 1 custom, 2 system. */
  type: z.coerce.number().int().min(1).max(2).default(1),
  /** 1 form, 2 form and list. */
  webType: z.coerce.number().int().min(1).max(2).default(2),
  description: z.string().trim().max(500).nullish(),
  sortCode: z.coerce.number().int().min(0).max(999999).default(0),
  /** Bound tables as the designer keeps them (JSON array text). */
  tables: jsonText.nullish(),
  /** The form design (JSON text, form-model.md §1). */
  formData: jsonText.nullish(),
  /** The list design (JSON text). */
  columnData: jsonText.nullish(),
  /** The phone list design (JSON text). */
  appColumnData: jsonText.nullish(),
  /** 1 when records go through a flow. */
  enableFlow: z.coerce.number().int().min(0).max(1).default(0),
});
export type VisualDevBody = z.infer<typeof visualDevBodySchema>;

/** Query of the design list. */
export const visualDevListQuerySchema = pageQuerySchema.extend({
  category: z.string().trim().max(64).optional(),
  type: z.coerce.number().int().min(1).max(2).optional(),
  webType: z.coerce.number().int().min(1).max(2).optional(),
});
export type VisualDevListQuery = z.infer<typeof visualDevListQuerySchema>;

/** Query of the selector. */
export const visualDevSelectorQuerySchema = z.object({
  type: z.coerce.number().int().min(1).max(2).optional(),
  /** 1: released designs only. */
  isRelease: z.coerce.number().int().min(0).max(1).optional(),
  webType: z.coerce.number().int().min(1).max(2).optional(),
});

/** Body of `POST /{id}/Actions/Release`. */
export const visualDevReleaseBodySchema = z.object({
  /** 1: publish to the PC menu tree. */
  pc: z.coerce.number().int().min(0).max(1).default(1),
  /** 1: publish to the app menu tree. */
  app: z.coerce.number().int().min(0).max(1).default(0),
  /** Parent menu ids (or system ids for a top-level menu) on the PC tree. */
  pcModuleParentId: z.array(idSchema).max(20).default([]),
  /** Parent menu ids (or system ids) on the app tree. */
  appModuleParentId: z.array(idSchema).max(20).default([]),
});
export type VisualDevReleaseBody = z.infer<typeof visualDevReleaseBodySchema>;

/** Query of `GET /{id}/FieldDataSelect`: records of a released form for relation pickers. */
export const visualDevFieldDataQuerySchema = pageQuerySchema.extend({
  /** The field shown as the record's label. */
  relationField: z.string().trim().max(63).optional(),
  /** Comma-separated fields to answer besides the id. */
  columnOptions: z.string().trim().max(2000).optional(),
});
export type VisualDevFieldDataQuery = z.infer<typeof visualDevFieldDataQuerySchema>;

/** A design in the list (strict). */
export const visualDevItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  category: z.string().nullable(),
  type: z.number(),
  webType: z.number(),
  /** 0 draft, 1 released, 2 modified. */
  state: z.number(),
  /** The same state under the name the original list reads. */
  isRelease: z.number(),
  enableFlow: z.number(),
  sortCode: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  creatorUser: z.string().nullable(),
  lastModifyTime: z.number().nullable(),
  /** The latest version number (0: never released). */
  version: z.number(),
});
export type VisualDevItem = z.infer<typeof visualDevItemSchema>;

/** A design in `GET /{id}` (strict). */
export const visualDevInfoSchema = visualDevItemSchema.extend({
  tables: z.string(),
  formData: z.string().nullable(),
  columnData: z.string().nullable(),
  appColumnData: z.string().nullable(),
});
export type VisualDevInfo = z.infer<typeof visualDevInfoSchema>;

/** A field of the released form (`FormDataFields`). */
export interface VisualDevFormField {
  vModel: string;
  label: string;
  jnpfKey: string;
  /** The sub-table's field name when the field is one of its columns. */
  tableField?: string;
}

/** The menus a release made or updated. */
export interface VisualDevReleaseResult {
  version: number;
  tables: string[];
  menus: { id: string; enCode: string; category: MenuCategory }[];
}

/** Answer of `GET /api/visualdev/OnlineDev/{modelId}/Config` (jnpf-contract §4). */
export const onlineDevConfigSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  webType: z.number(),
  formData: z.string().nullable(),
  columnData: z.string().nullable(),
  appColumnData: z.string().nullable(),
  enableFlow: z.number(),
  flowId: z.string().nullable(),
  flowTemplateJson: z.string().nullable(),
});
export type OnlineDevConfig = z.infer<typeof onlineDevConfigSchema>;

/** Body of `POST /api/visualdev/OnlineDev/{modelId}`: the record as JSON text. */
export const onlineDevSaveBodySchema = z.object({
  id: z.string().trim().max(64).nullish(),
  data: z.string().max(VISUAL_DEV_DATA_MAX),
});
export type OnlineDevSaveBody = z.infer<typeof onlineDevSaveBodySchema>;

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';
const tags = ['visualdev'];
const idParams = z.object({ id: idSchema });
const modelParams = z.object({ modelId: idSchema });
const auth = (button?: string) => menuAuth(VISUAL_DEV_MENU, button);

/** Designs (menu onlineDev.webDesign) and the form-only runtime. */
export const visualDevRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: BASE,
    auth: auth(),
    query: visualDevListQuerySchema,
    answer: pagedSchema(visualDevItemSchema),
    tags,
  },
  /** Designs for pickers (relation form): id, name, grouped by nothing. */
  selector: {
    method: 'GET',
    path: `${BASE}/Selector`,
    auth: 'user',
    query: visualDevSelectorQuerySchema,
    answer: answer<{ list: { id: string; fullName: string; enCode: string; webType: number }[] }>(),
    tags,
  },
  create: {
    method: 'POST',
    path: BASE,
    auth: auth('btn_add'),
    body: visualDevBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
  info: {
    method: 'GET',
    path: `${BASE}/:id`,
    auth: auth(),
    params: idParams,
    answer: visualDevInfoSchema,
    tags,
  },
  update: {
    method: 'PUT',
    path: `${BASE}/:id`,
    auth: auth('btn_edit'),
    params: idParams,
    body: visualDevBodySchema,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${BASE}/:id`,
    auth: auth('btn_remove'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  copy: {
    method: 'POST',
    path: `${BASE}/:id/Actions/Copy`,
    auth: auth('btn_add'),
    params: idParams,
    answer: answer<{ id: string }>(),
    tags,
  },
  release: {
    method: 'POST',
    path: `${BASE}/:id/Actions/Release`,
    auth: auth('btn_edit'),
    params: idParams,
    body: visualDevReleaseBodySchema,
    answer: answer<VisualDevReleaseResult>(),
    tags,
  },
  rollback: {
    method: 'GET',
    path: `${BASE}/:id/Actions/RollbackTemplate`,
    auth: auth('btn_edit'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  /** A design's fields, for the designer's relation-form settings (the designer's menu). */
  formDataFields: {
    method: 'GET',
    path: `${BASE}/:id/FormDataFields`,
    auth: auth(),
    params: idParams,
    answer: answer<{ list: VisualDevFormField[] }>(),
    tags,
  },
  /** Records of a released form for relation pickers; needs the form's own menu. */
  fieldDataSelect: {
    method: 'GET',
    path: `${BASE}/:id/FieldDataSelect`,
    auth: { resolve: VISUAL_DEV_RESOLVER },
    params: idParams,
    query: visualDevFieldDataQuerySchema,
    answer: answer<{
      list: Record<string, unknown>[];
      pagination: { currentPage: number; pageSize: number; total: number };
    }>(),
    tags,
  },
  config: {
    method: 'GET',
    path: `${ONLINE}/:modelId/Config`,
    auth: { resolve: VISUAL_DEV_RESOLVER },
    params: modelParams,
    answer: onlineDevConfigSchema,
    tags,
  },
  saveRecord: {
    method: 'POST',
    path: `${ONLINE}/:modelId`,
    auth: { resolve: VISUAL_DEV_RESOLVER, button: 'btn_add' },
    params: modelParams,
    body: onlineDevSaveBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
});
