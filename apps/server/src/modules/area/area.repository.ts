import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';

const COLUMNS = [
  'id',
  'parent_id',
  'en_code',
  'full_name',
  'quick_query',
  'type',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
] as const;

const live = (db: Kysely<DB>) => db.selectFrom('base_province').where('deleted_at', 'is', null);

/** Live children of a division ("-1": the provinces), at most `maxType` deep, in display order. */
export async function listChildren(db: Kysely<DB>, parentId: string, maxType = 4) {
  return live(db)
    .select(COLUMNS)
    .where('parent_id', '=', parentId)
    .where('type', '<=', maxType)
    .orderBy('sort_code')
    .orderBy('en_code')
    .execute();
}

/** One division row. */
export type AreaRow = Awaited<ReturnType<typeof listChildren>>[number];

/** Live divisions of any level whose name, code or quick query contains the keyword. */
export async function searchAreas(
  db: Kysely<DB>,
  dialect: DialectName,
  keyword: string,
  limit: number,
): Promise<AreaRow[]> {
  return live(db)
    .select(COLUMNS)
    .where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'full_name', keyword),
        containsInsensitive(dialect, 'en_code', keyword),
        containsInsensitive(dialect, 'quick_query', keyword),
      ]),
    )
    .orderBy('type')
    .orderBy('en_code')
    .limit(limit)
    .execute();
}

/** Which of the given divisions have live children (at most `maxType` deep). */
export async function idsWithChildren(db: Kysely<DB>, ids: string[], maxType = 4): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await live(db)
    .select('parent_id')
    .distinct()
    .where('parent_id', 'in', ids)
    .where('type', '<=', maxType)
    .execute();
  return new Set(rows.map((r) => r.parent_id));
}

/** Number of live children of a division. */
export async function childCount(db: Kysely<DB>, id: string): Promise<number> {
  const row = await live(db)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('parent_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One live division. */
export async function findArea(db: Kysely<DB>, id: string): Promise<AreaRow | undefined> {
  return live(db).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Names of divisions by id, deleted ones included (a saved address keeps its meaning). */
export async function areaNames(db: Kysely<DB>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('base_province')
    .select(['id', 'full_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.full_name]));
}

/** Whether a live division other than `exceptId` already uses the code. */
export async function areaCodeTaken(db: Kysely<DB>, enCode: string, exceptId?: string): Promise<boolean> {
  let query = live(db).select('id').where('en_code', '=', enCode);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Values a division is written with. */
export interface AreaValues {
  parent_id: string;
  en_code: string;
  full_name: string;
  quick_query: string | null;
  type: number;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
}

/** Inserts a division. */
export async function insertArea(
  db: Kysely<DB>,
  id: string,
  values: AreaValues,
  userId: string,
  now: number,
) {
  await db
    .insertInto('base_province')
    .values({ id, ...values, created_at: now, created_by: userId })
    .execute();
}

/** Updates a division's values (or part of them). */
export async function updateArea(
  db: Kysely<DB>,
  id: string,
  values: Partial<AreaValues>,
  userId: string,
  now: number,
) {
  await db
    .updateTable('base_province')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/** Soft-deletes a division (history is kept). */
export async function deleteArea(db: Kysely<DB>, id: string, userId: string, now: number) {
  await db
    .updateTable('base_province')
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}
