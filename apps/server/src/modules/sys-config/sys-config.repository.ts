import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Every SysConfig key and value. */
export async function readSysConfigRows(db: Kysely<DB>): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('base_sys_config')
    .select(['key', 'value'])
    .where('category', '=', 'SysConfig')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** Sets one SysConfig value, adding the key when a database seeded before it existed lacks it. */
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
    .executeTakeFirst()
    .then(async (result) => {
      if (Number(result.numUpdatedRows) > 0) return;
      await db
        .insertInto('base_sys_config')
        .values({ id: newId(), key, value, category: 'SysConfig', updated_at: now })
        .execute();
    });
}
