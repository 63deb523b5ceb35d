import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { countRows, sortedPage } from '../../db/admin-rows';

const COLUMNS = [
  'id',
  'organize_id',
  'full_name',
  'en_code',
  'type',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
] as const;

/** Columns a position list may be sorted by (the only ones). */
export const POSITION_SORTS = {
  fullName: 'full_name',
  enCode: 'en_code',
  sortCode: 'sort_code',
  creatorTime: 'created_at',
} as const;

/** Filter of a position list. */
export interface PositionFilter {
  keyword?: string;
  /** Only these organisations; undefined for all. */
  organizeIds?: string[];
  /** Only enabled positions. */
  enabledOnly?: boolean;
  /** Only these positions. */
  ids?: string[];
}

function filtered(db: Kysely<DB>, dialect: DialectName, filter: PositionFilter) {
  let query = db.selectFrom('base_position').where('deleted_at', 'is', null);
  const { keyword, organizeIds, ids } = filter;
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'full_name', keyword),
        containsInsensitive(dialect, 'en_code', keyword),
      ]),
    );
  if (organizeIds) query = query.where('organize_id', 'in', organizeIds.length ? organizeIds : ['']);
  if (ids) query = query.where('id', 'in', ids.length ? ids : ['']);
  if (filter.enabledOnly) query = query.where('enabled_mark', '=', 1);
  return query;
}

/** Number of positions matching a filter. */
export async function countPositions(db: Kysely<DB>, dialect: DialectName, filter: PositionFilter) {
  return countRows(filtered(db, dialect, filter));
}

/** Positions matching a filter, sorted by an allow-listed column, optionally one page. */
export async function listPositions(
  db: Kysely<DB>,
  dialect: DialectName,
  filter: PositionFilter,
  order: { sidx?: keyof typeof POSITION_SORTS; desc?: boolean } = {},
  page?: { offset: number; limit: number },
) {
  const query = filtered(db, dialect, filter).select(COLUMNS);
  const column = order.sidx ? POSITION_SORTS[order.sidx] : undefined;
  return sortedPage(query, column, order.desc, page).execute();
}

/** One position row. */
export type PositionRow = Awaited<ReturnType<typeof listPositions>>[number];

/** One live position. */
export async function findPosition(db: Kysely<DB>, id: string): Promise<PositionRow | undefined> {
  return db
    .selectFrom('base_position')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Values a position is written with. */
export interface PositionValues {
  organize_id: string;
  full_name: string;
  en_code: string;
  type: string | null;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
}

/** Inserts a position. */
export async function insertPosition(
  db: Kysely<DB>,
  id: string,
  values: PositionValues,
  userId: string,
  now: number,
) {
  await db
    .insertInto('base_position')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates a position. */
export async function updatePosition(
  db: Kysely<DB>,
  id: string,
  values: PositionValues,
  userId: string,
  now: number,
) {
  await db
    .updateTable('base_position')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .execute();
}
