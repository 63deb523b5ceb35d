import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { toCount } from '../organize/admin-rules';

const COLUMNS = [
  'id',
  'full_name',
  'en_code',
  'type',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
] as const;

/** Columns a group list may be sorted by (the only ones). */
export const GROUP_SORTS = {
  fullName: 'full_name',
  enCode: 'en_code',
  sortCode: 'sort_code',
  creatorTime: 'created_at',
} as const;

function filtered(db: Kysely<DB>, dialect: DialectName, keyword: string | undefined, enabledOnly: boolean) {
  let query = db.selectFrom('base_group').where('deleted_at', 'is', null);
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'full_name', keyword),
        containsInsensitive(dialect, 'en_code', keyword),
      ]),
    );
  if (enabledOnly) query = query.where('enabled_mark', '=', 1);
  return query;
}

/** Number of live groups matching a keyword. */
export async function countGroups(db: Kysely<DB>, dialect: DialectName, keyword?: string): Promise<number> {
  return toCount(
    await filtered(db, dialect, keyword, false)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  );
}

/** Live groups matching a keyword, sorted by an allow-listed column, optionally one page. */
export async function listGroups(
  db: Kysely<DB>,
  dialect: DialectName,
  options: {
    keyword?: string;
    enabledOnly?: boolean;
    sidx?: keyof typeof GROUP_SORTS;
    desc?: boolean;
    page?: { offset: number; limit: number };
  },
) {
  let query = filtered(db, dialect, options.keyword, options.enabledOnly ?? false).select(COLUMNS);
  if (options.sidx) query = query.orderBy(GROUP_SORTS[options.sidx], options.desc ? 'desc' : 'asc');
  query = query.orderBy('sort_code', 'asc').orderBy('created_at', 'desc').orderBy('id', 'asc');
  if (options.page) query = query.offset(options.page.offset).limit(options.page.limit);
  return query.execute();
}

/** One group row. */
export type GroupRow = Awaited<ReturnType<typeof listGroups>>[number];

/** One live group. */
export async function findGroup(db: Kysely<DB>, id: string): Promise<GroupRow | undefined> {
  return db
    .selectFrom('base_group')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Whether a live group other than `exceptId` uses the code. */
export async function groupCodeTaken(db: Kysely<DB>, enCode: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('base_group')
    .select('id')
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Values a group is written with. */
export interface GroupValues {
  full_name: string;
  en_code: string;
  type: string | null;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
}

/** Inserts a group. */
export async function insertGroup(
  db: Kysely<DB>,
  id: string,
  values: GroupValues,
  userId: string,
  now: number,
) {
  await db
    .insertInto('base_group')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates a group. */
export async function updateGroup(
  db: Kysely<DB>,
  id: string,
  values: GroupValues,
  userId: string,
  now: number,
) {
  await db
    .updateTable('base_group')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Soft-deletes a group. */
export async function softDeleteGroup(db: Kysely<DB>, id: string, userId: string, now: number) {
  await db
    .updateTable('base_group')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Live users in a group. */
export async function groupUserCount(db: Kysely<DB>, id: string): Promise<number> {
  return toCount(
    await db
      .selectFrom('base_user_relation')
      .innerJoin('base_user', 'base_user.id', 'base_user_relation.user_id')
      .select((eb) => eb.fn.count<number>('base_user.id').distinct().as('n'))
      .where('base_user.deleted_at', 'is', null)
      .where('base_user_relation.object_type', '=', 'Group')
      .where('base_user_relation.object_id', '=', id)
      .executeTakeFirst(),
  );
}
