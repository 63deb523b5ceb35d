import { randomInt } from 'node:crypto';
import { sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.

const KINDS = [
  ['Organize', 'organize_id'],
  ['Position', 'position_id'],
] as const;

/**
 * Every user's main organisation and position become one of their relations too, where an older
 * row lacks it: the user list then filters by organisation or position from the relation table
 * alone (ADR 0008, "organisation filter at scale"). The service has always saved them so; this
 * covers rows written by hand or by imports of other tools. Ids follow the application's format
 * (13 digits of epoch ms, 3 of sequence, 3 random); sort -1 keeps the main one first in the user form.
 */
export const userMainRelations: Migration = {
  async up(db: Kysely<unknown>) {
    const now = Date.now();
    let seq = 0;
    for (const [type, column] of KINDS) {
      const { rows } = await sql<{ id: string; object_id: string }>`
        select u.id, u.${sql.ref(column)} as object_id from base_user u
        where u.${sql.ref(column)} is not null and not exists (
          select 1 from base_user_relation r
          where r.user_id = u.id and r.object_type = ${type} and r.object_id = u.${sql.ref(column)})`.execute(
        db,
      );
      for (const row of rows) {
        const ms = now + Math.floor(seq / 1000);
        const id = `${String(ms).padStart(13, '0')}${String(seq % 1000).padStart(3, '0')}${String(randomInt(1000)).padStart(3, '0')}`;
        seq += 1;
        await sql`insert into base_user_relation (id, user_id, object_type, object_id, sort_code, created_at)
          values (${id}, ${row.id}, ${type}, ${row.object_id}, -1, ${now})`.execute(db);
      }
    }
    // the user list counts an organisation's users from the relation index, less the deleted
    // users among them, found from this index of the (few) deleted users
    await db.schema
      .createIndex('base_user_deleted')
      .ifNotExists()
      .on('base_user')
      .column('id')
      .where(sql.ref('deleted_at'), 'is not', null)
      .execute();
  },
  async down(db: Kysely<unknown>) {
    // the added relations are true memberships; only the index goes
    await db.schema.dropIndex('base_user_deleted').execute();
  },
};
