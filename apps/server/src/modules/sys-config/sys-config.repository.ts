import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Every SysConfig key and value. */
export async function readSysConfigRows(db: Kysely<DB>): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('base_sys_config')
    .select(['key', 'value'])
    .where('category', '=', 'SysConfig')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Sets one SysConfig value (the key must exist). */
export async function writeSysConfigValue(
  db: Kysely<DB>,
  key: string,
  value: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_sys_config')
    .set({ value, updated_at: now })
    .where('category', '=', 'SysConfig')
    .where('key', '=', key)
    .execute();
}
