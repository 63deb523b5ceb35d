import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** One stored file by id. */
export const findFile = (db: Kysely<DB>, id: string) =>
  db.selectFrom('base_file').selectAll().where('id', '=', id).executeTakeFirst();

/** Stored files by id (any order). */
export const findFiles = (db: Kysely<DB>, ids: readonly string[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('base_file')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();

/**
 * Attaches the user's own files to one thing: only files the user owns that belong to nothing or
 * already to this very thing change. Answers how many rows now belong to it.
 */
/** Lets go of the files attached to a thing except `keep`: they are their owners' own again. */
export async function detachFilesExcept(
  db: Kysely<DB>,
  kind: string,
  belongsId: string,
  keep: readonly string[],
): Promise<void> {
  let query = db
    .updateTable('base_file')
    .set({ belongs_kind: null, belongs_id: null })
    .where('belongs_kind', '=', kind)
    .where('belongs_id', '=', belongsId);
  if (keep.length > 0) query = query.where('id', 'not in', [...keep]);
  await query.execute();
}

export async function attachFiles(
  db: Kysely<DB>,
  userId: string,
  ids: readonly string[],
  kind: string,
  belongsId: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const res = await db
    .updateTable('base_file')
    .set({ belongs_kind: kind, belongs_id: belongsId })
    .where('id', 'in', [...ids])
    .where('owner_user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('belongs_kind', 'is', null),
        eb.and([eb('belongs_kind', '=', kind), eb('belongs_id', '=', belongsId)]),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}
