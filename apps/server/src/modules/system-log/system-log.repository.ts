import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SysLogTable } from './system-log.table';

/** Appends one audit row. */
export async function insertSysLog(db: Kysely<DB>, row: Insertable<SysLogTable>): Promise<void> {
  await db.insertInto('base_sys_log').values(row).execute();
}
