import { z } from 'zod';
import { superQuerySchema, type SuperQuery, type SuperQuerySymbol } from './form-model/column-data';
import { answer, defineRoutes, idParamsSchema } from './route';

/** Longest plan name, in characters. */
export const ADVANCED_QUERY_NAME_MAX = 50;
/** Longest `conditionJson` text a plan may hold (50 conditions of 50 groups fit with room). */
export const ADVANCED_QUERY_JSON_MAX = 64 * 1024;
/** Most plans one user keeps for one list. */
export const ADVANCED_QUERY_PLANS_MAX = 100;

/** How the conditions of a plan combine: all of them, or any. */
export const advancedQueryMatchLogicSchema = z.enum(['and', 'or']);

/**
 * Body of `POST /api/system/AdvancedQuery` and `PUT /:id`: a saved advanced-query plan
 * (form-model.md §5.3). `moduleId` is the id of the menu whose generated list the plan belongs to
 * (as JNPF's SuperQuery modal sends it); the caller must be able to open that menu.
 */
export const advancedQueryBodySchema = z.object({
  /** The plan's name, unique among the caller's plans of the same list. */
  fullName: z.string().trim().min(1).max(ADVANCED_QUERY_NAME_MAX),
  /** The menu id of the list. */
  moduleId: z.string().trim().min(1).max(64),
  /** `and`: every condition must hold; `or`: any one. */
  matchLogic: advancedQueryMatchLogicSchema,
  /** JSON text of the conditions: `[{logic, groups:[{field, symbol, jnpfKey, fieldValue, …}]}]`. */
  conditionJson: z.string().min(2).max(ADVANCED_QUERY_JSON_MAX),
});
export type AdvancedQueryBody = z.infer<typeof advancedQueryBodySchema>;

/** A saved plan as the server answers it (the caller's own; the owner stays on the server). */
export const advancedQueryItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  moduleId: z.string(),
  matchLogic: z.string(),
  conditionJson: z.string(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type AdvancedQueryItem = z.infer<typeof advancedQueryItemSchema>;

/** Why a plan's conditions were refused; each is a server message key. */
export type AdvancedQueryProblem =
  | { key: 'advancedQueryInvalid'; params: Record<string, string> }
  | { key: 'advancedQueryEmpty'; params: Record<string, string> }
  | { key: 'advancedQueryBadSymbol'; params: { symbol: string } };

/**
 * Reads a plan's `matchLogic` and `conditionJson` into the advanced query the List call takes
 * (`superQueryJson`), checked with the shared super-query schema; a plan needs one condition at
 * least. Pure: the server checks with it, the page builds the same text before it saves.
 */
export function parseAdvancedQuery(
  matchLogic: string,
  conditionJson: string,
): { ok: true; query: SuperQuery } | { ok: false; problem: AdvancedQueryProblem } {
  let conditionList: unknown;
  try {
    conditionList = JSON.parse(conditionJson);
  } catch {
    return { ok: false, problem: { key: 'advancedQueryInvalid', params: {} } };
  }
  const parsed = superQuerySchema.safeParse({ matchLogic, conditionList });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (issue?.path[issue.path.length - 1] === 'symbol') {
      let symbol: unknown = { conditionList };
      for (const p of issue.path) symbol = (symbol as Record<PropertyKey, unknown> | undefined)?.[p];
      return {
        ok: false,
        problem: { key: 'advancedQueryBadSymbol', params: { symbol: String(symbol).slice(0, 32) } },
      };
    }
    return { ok: false, problem: { key: 'advancedQueryInvalid', params: {} } };
  }
  if (!parsed.data.conditionList.some((c) => c.groups.length))
    return { ok: false, problem: { key: 'advancedQueryEmpty', params: {} } };
  return { ok: true, query: parsed.data };
}

const TEXT_KEYS = new Set(['input', 'textarea', 'billRule', 'location']);
const NUMBER_KEYS = new Set(['inputNumber', 'numInput', 'calculate', 'rate', 'slider']);
const DATE_KEYS = new Set(['datePicker', 'createTime', 'modifyTime']);
const TIME_KEYS = new Set(['timePicker']);

/** The kind of value input an advanced-query condition takes for a widget. */
export type AdvancedQueryValueKind = 'text' | 'number' | 'date' | 'time' | 'option';

/** The value input a widget's conditions take. */
export function advancedQueryValueKind(jnpfKey: string): AdvancedQueryValueKind {
  if (NUMBER_KEYS.has(jnpfKey)) return 'number';
  if (DATE_KEYS.has(jnpfKey)) return 'date';
  if (TIME_KEYS.has(jnpfKey)) return 'time';
  if (TEXT_KEYS.has(jnpfKey)) return 'text';
  return 'option';
}

const SYMBOLS_BY_KIND: Record<AdvancedQueryValueKind, readonly SuperQuerySymbol[]> = {
  text: ['==', '<>', 'like', 'notLike', 'in', 'notIn', 'null', 'notNull'],
  number: ['==', '<>', '>', '>=', '<', '<=', 'between', 'null', 'notNull'],
  date: ['>=', '>', '<=', '<', 'between', 'null', 'notNull'],
  time: ['==', '<>', '>', '>=', '<', '<=', 'between', 'null', 'notNull'],
  option: ['==', '<>', 'in', 'notIn', 'null', 'notNull'],
};

/** The symbols of the shared list (form-model.md §5.3) that suit a widget kind. */
export const advancedQuerySymbolsFor = (jnpfKey: string): readonly SuperQuerySymbol[] =>
  SYMBOLS_BY_KIND[advancedQueryValueKind(jnpfKey)];

const BASE = '/api/system/AdvancedQuery';
const tags = ['advanced-query'];

/**
 * Saved advanced-query plans of the generated lists, per user and menu: any signed-in user, for a
 * menu that user may open; a plan is read, changed and deleted by its creator alone.
 */
export const advancedQueryRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: `${BASE}/:moduleId/List`,
    auth: 'user',
    params: z.object({ moduleId: z.string().trim().min(1).max(64) }),
    answer: z.strictObject({ list: z.array(advancedQueryItemSchema) }),
    tags,
  },
  info: {
    method: 'GET',
    path: `${BASE}/:id`,
    auth: 'user',
    params: idParamsSchema,
    answer: advancedQueryItemSchema,
    tags,
  },
  create: {
    method: 'POST',
    path: BASE,
    auth: 'user',
    body: advancedQueryBodySchema,
    answer: z.strictObject({ id: z.string() }),
    tags,
  },
  update: {
    method: 'PUT',
    path: `${BASE}/:id`,
    auth: 'user',
    params: idParamsSchema,
    body: advancedQueryBodySchema,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${BASE}/:id`,
    auth: 'user',
    params: idParamsSchema,
    answer: answer<null>(),
    tags,
  },
});
