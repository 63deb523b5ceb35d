import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { PUBLIC_IMAGE_KEY_PREFIX } from '../upload-types';
import type { BaseFileTable, FileChunkTable } from './chunks.table';

/**
 * The caller's stored file with this MD5, if any. Public images (avatars, chat pictures, ADR 0022)
 * are not offered: they already belong to a profile or a chat and cannot be attached elsewhere.
 */
export const findOwnFileByMd5 = (db: Kysely<DB>, userId: string, md5: string) =>
  db
    .selectFrom('base_file')
    .selectAll()
    .where('owner_user_id', '=', userId)
    .where('md5', '=', md5)
    .where('storage_key', 'not like', `${PUBLIC_IMAGE_KEY_PREFIX}%`)
    .orderBy('created_at', 'asc')
    .executeTakeFirst();

/** Chunk numbers the user sent for one identifier, ascending. */
export const listChunkNumbers = async (db: Kysely<DB>, userId: string, identifier: string) =>
  (
    await db
      .selectFrom('base_file_chunk')
      .select('chunk_number')
      .where('user_id', '=', userId)
      .where('identifier', '=', identifier)
      .orderBy('chunk_number', 'asc')
      .execute()
  ).map((r) => r.chunk_number);

/** One chunk row as `listChunks` answers it. */
export type ChunkRowOf = Awaited<ReturnType<typeof listChunks>>[number];

/** The chunks of one upload with their sizes and when each was recorded, ascending. */
export const listChunks = (db: Kysely<DB>, userId: string, identifier: string) =>
  db
    .selectFrom('base_file_chunk')
    .select(['chunk_number', 'size', 'total_chunks', 'total_size', 'created_at'])
    .where('user_id', '=', userId)
    .where('identifier', '=', identifier)
    .orderBy('chunk_number', 'asc')
    .execute();

/**
 * Bytes the user holds or has claimed: stored files, plus every upload in progress at the full size
 * it declared (not only the chunks sent so far), so two uploads that cannot both fit are told so at
 * their first chunk rather than half-way. `except` leaves one upload in progress out. Public images
 * (avatars, chat pictures) have their own per-image caps and do not count (ADR 0022).
 */
export async function usedBytes(db: Kysely<DB>, userId: string, except?: string): Promise<number> {
  const files = await db
    .selectFrom('base_file')
    .select((eb) => eb.fn.sum<string | number>('size').as('total'))
    .where('owner_user_id', '=', userId)
    .where('storage_key', 'not like', `${PUBLIC_IMAGE_KEY_PREFIX}%`)
    .executeTakeFirst();
  let pending = db
    .selectFrom('base_file_chunk')
    .select((eb) => ['identifier', eb.fn.max<string | number>('total_size').as('declared')])
    .where('user_id', '=', userId)
    .groupBy('identifier');
  if (except !== undefined) pending = pending.where('identifier', '<>', except);
  const uploads = await pending.execute();
  return Number(files?.total ?? 0) + uploads.reduce((sum, u) => sum + Number(u.declared), 0);
}

/** Identifiers of the user's uploads in progress. */
export const pendingIdentifiers = async (db: Kysely<DB>, userId: string) =>
  (
    await db
      .selectFrom('base_file_chunk')
      .select('identifier')
      .distinct()
      .where('user_id', '=', userId)
      .execute()
  ).map((r) => r.identifier);

/** Records a received chunk; false when that number was already there. */
export async function insertChunk(db: Kysely<DB>, row: Insertable<FileChunkTable>): Promise<boolean> {
  const res = await db
    .insertInto('base_file_chunk')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'identifier', 'chunk_number']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets every chunk of one upload. */
export const deleteChunks = (db: Kysely<DB>, userId: string, identifier: string) =>
  db
    .deleteFrom('base_file_chunk')
    .where('user_id', '=', userId)
    .where('identifier', '=', identifier)
    .execute();

/** Uploads (user, identifier) with a chunk older than `before`. */
export const staleUploads = (db: Kysely<DB>, before: number, limit: number) =>
  db
    .selectFrom('base_file_chunk')
    .select(['user_id', 'identifier'])
    .distinct()
    .where('created_at', '<', before)
    .limit(limit)
    .execute();

/** Records a stored file. */
export const insertFile = (db: Kysely<DB>, row: Insertable<BaseFileTable>) =>
  db.insertInto('base_file').values(row).execute();
