import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { toCount } from '../organize/admin-rules';

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
  return toCount(
    await filtered(db, dialect, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  );
}

/** Positions matching a filter, sorted by an allow-listed column, optionally one page. */
export async function listPositions(
  db: Kysely<DB>,
  dialect: DialectName,
  filter: PositionFilter,
  order: { sidx?: keyof typeof POSITION_SORTS; desc?: boolean } = {},
  page?: { offset: number; limit: number },
) {
  let query = filtered(db, dialect, filter).select(COLUMNS);
  if (order.sidx) query = query.orderBy(POSITION_SORTS[order.sidx], order.desc ? 'desc' : 'asc');
  query = query.orderBy('sort_code', 'asc').orderBy('created_at', 'desc').orderBy('id', 'asc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
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

/** Whether a live position other than `exceptId` uses the code. */
export async function positionCodeTaken(db: Kysely<DB>, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('base_position')
    .select('id')
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
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

/** Soft-deletes a position. */
export async function softDeletePosition(db: Kysely<DB>, id: string, userId: string, now: number) {
  await db
    .updateTable('base_position')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Live users holding a position (main position or relation). */
export async function positionUserCount(db: Kysely<DB>, id: string): Promise<number> {
  return toCount(
    await db
      .selectFrom('base_user')
      .select((eb) => eb.fn.count<number>('base_user.id').distinct().as('n'))
      .where('base_user.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('base_user.position_id', '=', id),
          eb.exists(
            eb
              .selectFrom('base_user_relation')
              .select('base_user_relation.id')
              .whereRef('base_user_relation.user_id', '=', 'base_user.id')
              .where('base_user_relation.object_type', '=', 'Position')
              .where('base_user_relation.object_id', '=', id),
          ),
        ]),
      )
      .executeTakeFirst(),
  );
}
