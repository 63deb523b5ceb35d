import type { Kysely, Transaction } from 'kysely';
import { adminTable } from '../../db/admin-table';
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

/** The system table's statements; a deleted system's code gets its id appended so it can be reused. */
const systemRows = adminTable<DB, SystemValues & { is_main?: number }>()({
  table: 'base_system',
  columns: COLUMNS,
  oldestFirst: true,
  freesCode: true,
});

/** Every live system in sort order (enabled or not). */
export function listSystemRows(db: Db) {
  return systemRows.list(systemRows.all(db));
}
export type SystemRow = Awaited<ReturnType<typeof listSystemRows>>[number];

/** One live system. */
export const findSystem = systemRows.find;

/** The main system. */
export function findMainSystem(db: Db): Promise<SystemRow | undefined> {
  return systemRows.all(db).select(COLUMNS).where('is_main', '=', 1).orderBy('sort_code').executeTakeFirst();
}

/** Whether another live system uses the code. */
export function systemCodeTaken(db: Db, enCode: string, exceptId?: string) {
  return systemRows.codeTaken(db, enCode, exceptId);
}

/** Inserts a system (never the main one). */
export function insertSystem(db: Db, id: string, values: SystemValues, userId: string, now: number) {
  return systemRows.insert(db, id, { ...values, is_main: 0 }, userId, now);
}

/** Updates a live system. */
export const updateSystem = systemRows.update;

/** Soft-deletes a system, freeing its code. */
export const softDeleteSystem = systemRows.softDelete;
