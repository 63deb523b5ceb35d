import { DYNAMIC_TABLE_PREFIX } from '@tessera/shared';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';

/** The statements of table binding (ADR 0025 amendment). */
export const bindingTables = {
  /** Names of the tables with the dynamic prefix, from the catalogue. */
  async dynamicTableNames(db: Kysely<DB>, dialect: DialectName): Promise<string[]> {
    const pattern = `${DYNAMIC_TABLE_PREFIX.replace('_', '\\_')}%`;
    const rows =
      dialect === 'sqlite'
        ? (
            await sql<{ name: string }>`select name from sqlite_master
              where type = 'table' and name like ${pattern} escape '\\' order by name`.execute(db)
          ).rows
        : (
            await sql<{ name: string }>`select table_name as name from information_schema.tables
              where table_schema = current_schema() and table_type = 'BASE TABLE'
              and table_name like ${pattern} escape '\\' order by table_name`.execute(db)
          ).rows;
    return rows.map((r) => r.name);
  },
  /** Whether a version of another design stores records in this table. */
  async usedByOther(db: Kysely<DB>, table: string, designId: string): Promise<boolean> {
    const row = await db
      .selectFrom('base_visual_release')
      .select('id')
      .where('visual_dev_id', '<>', designId)
      .where('table_json', 'like', `%"name":"${table}"%`)
      .executeTakeFirst();
    return row !== undefined;
  },
  /** Every version of the live designs with its tables and the design's name. */
  versions(db: Kysely<DB>) {
    return db
      .selectFrom('base_visual_release as r')
      .innerJoin('base_visual_dev as d', 'd.id', 'r.visual_dev_id')
      .select(['r.visual_dev_id', 'r.version', 'r.table_json', 'd.full_name'])
      .where('d.deleted_at', 'is', null)
      .execute();
  },
};
