import type { Kysely } from 'kysely';
import { countRows, sortedPage } from '../../db/admin-rows';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { containsInsensitive } from '../../db/dialect';
import type { CommonWordsTables } from './common-words.table';

/**
 * The handle the module queries with: the app's, widened by `db.withTables<CommonWordsTables>()` in
 * the module, so the central `DB` type needs no line for this module's table.
 */
export type CommonWordsDb = Kysely<DB & CommonWordsTables>;

const COLUMNS = [
  'id',
  'common_words_text',
  'common_words_type',
  'owner_id',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
  'updated_at',
] as const;

/** Columns a list may be sorted by (the only ones). */
export const COMMON_WORDS_SORTS = {
  commonWordsText: 'common_words_text',
  commonWordsType: 'common_words_type',
  sortCode: 'sort_code',
  creatorTime: 'created_at',
} as const;

/** Filter of a list: always the phrases one user may see (system ones and that user's own). */
export interface CommonWordsFilter {
  /** The caller: their personal phrases are included, nobody else's. */
  viewerId: string;
  keyword?: string;
  type?: number;
  enabledOnly?: boolean;
}

function filtered(db: CommonWordsDb, dialect: DialectName, filter: CommonWordsFilter) {
  let query = db
    .selectFrom('base_common_words')
    .where('deleted_at', 'is', null)
    .where('owner_id', 'in', ['', filter.viewerId]);
  if (filter.keyword) query = query.where(containsInsensitive(dialect, 'common_words_text', filter.keyword));
  if (filter.type !== undefined) query = query.where('common_words_type', '=', filter.type);
  if (filter.enabledOnly) query = query.where('enabled_mark', '=', 1);
  return query;
}

/** Number of phrases matching a filter. */
export function countCommonWords(db: CommonWordsDb, dialect: DialectName, filter: CommonWordsFilter) {
  return countRows(filtered(db, dialect, filter));
}

/** Phrases matching a filter, sorted by an allow-listed column, optionally one page. */
export function listCommonWords(
  db: CommonWordsDb,
  dialect: DialectName,
  filter: CommonWordsFilter,
  order: { sidx?: keyof typeof COMMON_WORDS_SORTS; desc?: boolean } = {},
  page?: { offset: number; limit: number },
) {
  const query = filtered(db, dialect, filter).select(COLUMNS);
  const column = order.sidx ? COMMON_WORDS_SORTS[order.sidx] : undefined;
  return sortedPage(query, column, order.desc, page).execute();
}

/** One stored phrase row. */
export type CommonWordsRow = Awaited<ReturnType<typeof listCommonWords>>[number];

/** One live phrase, whoever owns it. */
export function findCommonWords(db: CommonWordsDb, id: string): Promise<CommonWordsRow | undefined> {
  return db
    .selectFrom('base_common_words')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether another live phrase of the same owner already has this text. */
export async function commonWordsTextTaken(
  db: CommonWordsDb,
  ownerId: string,
  text: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('base_common_words')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('common_words_text', '=', text)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Values a phrase is written with. */
export interface CommonWordsValues {
  common_words_text: string;
  common_words_type: number;
  owner_id: string;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
}

/** Inserts a phrase. */
export async function insertCommonWords(
  db: CommonWordsDb,
  id: string,
  values: CommonWordsValues,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .insertInto('base_common_words')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates a live phrase. */
export async function updateCommonWords(
  db: CommonWordsDb,
  id: string,
  values: CommonWordsValues,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_common_words')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Soft-deletes a live phrase (history is kept). */
export async function softDeleteCommonWords(
  db: CommonWordsDb,
  id: string,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_common_words')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}
