import { noticeRecipientsSchema, type MessageFile, type NoticeRecipients } from '@tessera/shared';
import { badRequest } from '../../lib/errors';
import type { FilesService } from '../files/files.service';
import { STORED_NAME } from '../files/upload-types';

/** Upload types a notice attachment may come from. */
const ANNEX_TYPES = ['annex', 'annexpic'] as const;

/**
 * Checks attachments against what the file service stored and rebuilds each url on the server:
 * the client's url only tells which annex type it was uploaded as.
 */
export async function checkNoticeFiles(
  files: FilesService,
  given: readonly MessageFile[],
): Promise<MessageFile[]> {
  const out: MessageFile[] = [];
  for (const file of given) {
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
  return out;
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
