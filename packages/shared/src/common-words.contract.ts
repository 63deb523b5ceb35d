import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { answer, defineRoutes, idParamsSchema, menuAuth } from './route';

/** Kinds of common words: system ones are offered to everyone, personal ones to their owner only. */
export const COMMON_WORDS_TYPE = { system: 0, personal: 1 } as const;

/** 0 = system (for everyone), 1 = personal (the caller's own). */
export const commonWordsTypeSchema = z.union([z.literal(0), z.literal(1)]);
export type CommonWordsType = z.infer<typeof commonWordsTypeSchema>;

/** Longest phrase, in characters. */
export const COMMON_WORDS_TEXT_MAX = 200;

/** Body of `POST /api/system/CommonWords` and `PUT /:id`. */
export const commonWordsBodySchema = z.object({
  /** The phrase itself (plain text: markup is stored and shown as typed, never rendered). */
  commonWordsText: z.string().trim().min(1).max(COMMON_WORDS_TEXT_MAX),
  /** 0 system, 1 personal. */
  commonWordsType: commonWordsTypeSchema,
  /** Order in lists and pickers (ascending). */
  sortCode: z.number().int().min(0).max(999999).default(0),
  /** 1 offered in pickers, 0 kept but hidden. */
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  /** Free note for administrators. */
  description: z.string().trim().max(500).nullish(),
});
export type CommonWordsBody = z.infer<typeof commonWordsBodySchema>;

/** Query of `GET /api/system/CommonWords`: page, keyword (in the text) and kind. */
export const commonWordsListQuerySchema = pageQuerySchema.extend({
  /** Only system (0) or only the caller's personal (1) words. */
  type: z.coerce.number().pipe(commonWordsTypeSchema).optional(),
});
export type CommonWordsListQuery = z.infer<typeof commonWordsListQuerySchema>;

/** A common phrase in lists and in `GET /:id` (strict: a field not named here never reaches a caller). */
export const commonWordsItemSchema = z.strictObject({
  id: z.string(),
  commonWordsText: z.string(),
  commonWordsType: z.number().int(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type CommonWordsItem = z.infer<typeof commonWordsItemSchema>;

/** One option of the phrase picker (approval opinions). */
export const commonWordsOptionSchema = z.strictObject({
  id: z.string(),
  commonWordsText: z.string(),
  commonWordsType: z.number().int(),
});
export type CommonWordsOption = z.infer<typeof commonWordsOptionSchema>;

const BASE = '/api/system/CommonWords';
const MENU = 'system.commonWords';
const tags = ['common-words'];

/** Common phrases: administration under menu system.commonWords, and the picker for everyone. */
export const commonWordsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: BASE,
    auth: menuAuth(MENU),
    query: commonWordsListQuerySchema,
    answer: pagedSchema(commonWordsItemSchema),
    tags,
  },
  selector: {
    method: 'GET',
    path: `${BASE}/Selector`,
    auth: 'user',
    answer: z.strictObject({ list: z.array(commonWordsOptionSchema) }),
    tags,
  },
  create: {
    method: 'POST',
    path: BASE,
    auth: menuAuth(MENU, 'btn_add'),
    body: commonWordsBodySchema,
    answer: z.strictObject({ id: z.string() }),
    tags,
  },
  info: {
    method: 'GET',
    path: `${BASE}/:id`,
    auth: menuAuth(MENU),
    params: idParamsSchema,
    answer: commonWordsItemSchema,
    tags,
  },
  update: {
    method: 'PUT',
    path: `${BASE}/:id`,
    auth: menuAuth(MENU, 'btn_edit'),
    params: idParamsSchema,
    body: commonWordsBodySchema,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${BASE}/:id`,
    auth: menuAuth(MENU, 'btn_remove'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags,
  },
});
