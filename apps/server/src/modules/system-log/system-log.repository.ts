import type { Insertable, Kysely } from 'kysely';
import type { DB, SysLogTable } from '../../db/schema';

/** Appends one audit row. */
export async function insertSysLog(db: Kysely<DB>, row: Insertable<SysLogTable>): Promise<void> {
  await db.insertInto('base_sys_log').values(row).execute();
}
