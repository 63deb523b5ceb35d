import type { Kysely } from 'kysely';
import { adminTable, STATE_COLUMNS, type WrittenValues } from '../../db/admin-table';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { CommonWordsTable, CommonWordsTables } from './common-words.table';

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
  ...STATE_COLUMNS,
  'updated_at',
] as const;

/** Filter of a list: always the phrases one user may see (system ones and that user's own). */
export interface CommonWordsFilter {
  /** The caller: their personal phrases are included, nobody else's. */
  viewerId: string;
  keyword?: string;
  type?: number;
  enabledOnly?: boolean;
}

/** Values a phrase is written with. */
export type CommonWordsValues = WrittenValues<CommonWordsTable>;

/** The phrase table's list, find and write statements. */
export const commonWordsRows = adminTable<DB & CommonWordsTables, CommonWordsValues>()({
  table: 'base_common_words',
  columns: COLUMNS,
  keywordColumns: ['common_words_text'],
  sorts: {
    commonWordsText: 'common_words_text',
    commonWordsType: 'common_words_type',
    sortCode: 'sort_code',
    creatorTime: 'created_at',
  },
});

/** One stored phrase row. */
export type CommonWordsRow = NonNullable<Awaited<ReturnType<typeof commonWordsRows.find>>>;

/** The phrases a filter matches (list, count or page them with `commonWordsRows`). */
export function filteredCommonWords(db: CommonWordsDb, dialect: DialectName, filter: CommonWordsFilter) {
  const { keyword, enabledOnly, type } = filter;
  return commonWordsRows
    .live(db, dialect, { keyword, enabledOnly, equal: { common_words_type: type } })
    .where('owner_id', 'in', ['', filter.viewerId]);
}

/** Whether another live phrase of the same owner already has this text. */
export const commonWordsTextTaken = (db: CommonWordsDb, ownerId: string, text: string, exceptId?: string) =>
  commonWordsRows.taken(db, { owner_id: ownerId, common_words_text: text }, exceptId);
