import {
  MessageType,
  noticeRecipientsSchema,
  type MessageFile,
  type NoticeRecipients,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { RecordCaller, RecordReader } from '../../lib/record-readers';
import { attachableFiles, fileRef, isStoredFileRef } from '../files/attachments';
import type { BaseFileTable } from '../files/chunks/chunks.table';
import type { FilesService } from '../files/files.service';
import { STORED_NAME } from '../files/upload-types';
import { findMessage, receiverIds } from './message.repository';

/** Upload types a legacy notice attachment may come from. */
const ANNEX_TYPES = ['annex', 'annexpic'] as const;

/** The owner kind of files attached to notices (`base_file.belongs_kind`). */
export const NOTICE_FILE_KIND = 'notice';

/** Checked attachments: what the notice keeps, and the stored files to attach on save. */
export interface NoticeFiles {
  files: MessageFile[];
  stored: Map<string, BaseFileTable>;
}

/**
 * Checks attachments and rebuilds each url on the server. Stored files (`/api/file/Download/file/{id}`)
 * must be the author's own and attached to nothing, or already this notice's; legacy uploads
 * (`/api/file/Image/annex/{name}`) must exist, as before.
 */
export async function checkNoticeFiles(
  files: FilesService,
  db: Kysely<DB>,
  given: readonly MessageFile[],
  author: { userId: string; noticeId: string },
): Promise<NoticeFiles> {
  const storedIds = given.filter((f) => isStoredFileRef(f.fileId, f.url)).map((f) => f.fileId);
  const stored = await attachableFiles(db, author.userId, storedIds, {
    kind: NOTICE_FILE_KIND,
    id: author.noticeId,
  });
  const out: MessageFile[] = [];
  for (const file of given) {
    const row = stored.get(file.fileId);
    if (row && isStoredFileRef(file.fileId, file.url)) {
      out.push({ fileId: row.id, name: file.name, fileSize: Number(row.size), url: fileRef(row.id) });
      continue;
    }
    if (!STORED_NAME.test(file.fileId)) throw badRequest('noticeFileInvalid');
    const type = ANNEX_TYPES.find((t) => file.url === `/api/file/Image/${t}/${file.fileId}`) ?? 'annex';
    if (!(await files.exists(type, file.fileId))) throw badRequest('noticeFileInvalid');
    out.push({
      fileId: file.fileId,
      name: file.name,
      ...(file.fileSize === undefined ? {} : { fileSize: file.fileSize }),
      url: `/api/file/Image/${type}/${file.fileId}`,
    });
  }
  return { files: out, stored };
}

/**
 * Who may read a notice's files (registered as the `notice` file reader): its author, its
 * recipients, and whoever may administer notices (`mayAdminister`).
 */
export function noticeFileReader(
  db: Kysely<DB>,
  mayAdminister: (caller: RecordCaller) => Promise<boolean>,
): RecordReader {
  return async (caller, id) => {
    const notice = await findMessage(db, id, MessageType.Notice);
    if (!notice) return false;
    if (notice.creator_user_id === caller.userId) return true;
    if ((await receiverIds(db, id)).includes(caller.userId)) return true;
    return mayAdminister(caller);
  };
}

/** Parses stored JSON text, or answers the fallback when it is absent or unreadable. */
export function parseJson<T>(text: string | null, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The recipients kept with a notice; nobody when the text is unreadable. */
export function storedRecipients(text: string | null): NoticeRecipients {
  const parsed = noticeRecipientsSchema.safeParse(parseJson(text, {}));
  return parsed.success ? parsed.data : noticeRecipientsSchema.parse({});
}
