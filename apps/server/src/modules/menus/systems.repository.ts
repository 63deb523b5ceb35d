import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  'id',
  'full_name',
  'en_code',
  'icon',
  'is_main',
  'sort_code',
  'enabled_mark',
  'description',
  'created_at',
  'translations',
] as const;

/** Every live system in sort order (enabled or not). */
export function listSystemRows(db: Db) {
  return db
    .selectFrom('base_system')
    .select(COLUMNS)
    .where('deleted_at', 'is', null)
    .orderBy('sort_code')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
export type SystemRow = Awaited<ReturnType<typeof listSystemRows>>[number];

/** One live system. */
export function findSystem(db: Db, id: string): Promise<SystemRow | undefined> {
  return db
    .selectFrom('base_system')
    .select(COLUMNS)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The main system. */
export function findMainSystem(db: Db): Promise<SystemRow | undefined> {
  return db
    .selectFrom('base_system')
    .select(COLUMNS)
    .where('is_main', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('sort_code')
    .executeTakeFirst();
}

/** Whether another live system uses the code. */
export async function systemCodeTaken(db: Db, enCode: string, exceptId?: string) {
  let query = db
    .selectFrom('base_system')
    .select('id')
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Values a system is written with. */
export interface SystemValues {
  full_name: string;
  en_code: string;
  icon: string | null;
  sort_code: number;
  enabled_mark: number;
  description: string | null;
  /** JSON of the name in other languages; absent: left as it is. */
  translations?: string | null;
}

/** Inserts a system. */
export async function insertSystem(db: Db, id: string, values: SystemValues, userId: string, now: number) {
  await db
    .insertInto('base_system')
    .values({ id, ...values, is_main: 0, created_at: now, created_by: userId })
    .execute();
}

/** Updates a system. */
export async function updateSystem(
  db: Db,
  id: string,
  values: Partial<SystemValues>,
  userId: string,
  now: number,
) {
  await db
    .updateTable('base_system')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Soft-deletes a system; its code gets the id appended so the unique index lets it be reused. */
export async function softDeleteSystem(db: Db, row: SystemRow, userId: string, now: number) {
  await db
    .updateTable('base_system')
    .set({ deleted_at: now, deleted_by: userId, en_code: `${row.en_code}#${row.id}` })
    .where('id', '=', row.id)
    .where('deleted_at', 'is', null)
    .execute();
}
