import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { countRows, sortedPage } from '../../db/admin-rows';

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
  return countRows(filtered(db, dialect, keyword, false));
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
  const query = filtered(db, dialect, options.keyword, options.enabledOnly ?? false).select(COLUMNS);
  const column = options.sidx ? GROUP_SORTS[options.sidx] : undefined;
  return sortedPage(query, column, options.desc, options.page).execute();
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
