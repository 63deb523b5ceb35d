import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { attachFiles, detachFilesExcept, findFiles } from './base-file.repository';
import type { BaseFileTable } from './chunks/chunks.table';
import { FILE_ID } from './links/signed-links';

/** The files module's attachment rules, for modules that keep stored files with their things. */

/** The internal reference of a stored file: what forms and messages keep as its url. */
export const fileRef = (id: string) => `/api/file/Download/file/${id}`;

/** Whether a kept attachment is a stored file (`base_file`) rather than a legacy upload. */
export const isStoredFileRef = (fileId: string, url: string) =>
  FILE_ID.test(fileId) && url === fileRef(fileId);

/**
 * The stored files the user may attach to one thing: each must exist and either be the user's own
 * and attached to nothing, or already belong to this very thing. Refuses the whole list otherwise
 * (another user's file, one attached elsewhere, a made-up id).
 */
export async function attachableFiles(
  db: Kysely<DB>,
  userId: string,
  ids: readonly string[],
  owner: { kind: string; id: string },
): Promise<Map<string, BaseFileTable>> {
  if (ids.some((id) => !FILE_ID.test(id))) throw badRequest('fileAttachRefused');
  const rows = new Map((await findFiles(db, [...new Set(ids)])).map((r) => [r.id, r]));
  for (const id of ids) {
    const row = rows.get(id);
    const mine = row?.owner_user_id === userId && row.belongs_kind === null;
    const already = row?.belongs_kind === owner.kind && row.belongs_id === owner.id;
    if (!mine && !already) throw badRequest('fileAttachRefused');
  }
  return rows;
}

/**
 * Makes the checked files (see {@link attachableFiles}) the thing's attachments: attaches the new
 * ones, refusing when one was taken meanwhile, and lets go of those no longer listed, which only
 * their owners read again.
 */
export async function attachStoredFiles(
  db: Kysely<DB>,
  userId: string,
  rows: ReadonlyMap<string, BaseFileTable>,
  owner: { kind: string; id: string },
): Promise<void> {
  const fresh = [...rows.values()].filter((r) => r.belongs_kind === null).map((r) => r.id);
  const done = await attachFiles(db, userId, fresh, owner.kind, owner.id);
  if (done !== fresh.length) throw badRequest('fileAttachRefused');
  await detachFilesExcept(db, owner.kind, owner.id, [...rows.keys()]);
}
