import type { Readable } from 'node:stream';
import type { FileLink } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { RecordCaller, RecordReaders } from '../../lib/record-readers';
import { findFile } from './base-file.repository';
import type { BaseFileTable } from './chunks/chunks.table';
import type { FilesService } from './files.service';
import { FILE_ID, type Disposition, type LinkQuery, type SignedLinks } from './links/signed-links';
import { contentDisposition, contentType, effectiveDisposition, parseRange, type ByteRange } from './serving';
import type { FileStorage } from './storage/storage';
import { isUploadType, STORED_NAME } from './upload-types';

/** The preview address lookup's question (spec 02 §7). */
export interface PreviewQuery {
  fileId?: string | undefined;
  fileVersionId?: string | undefined;
  fileName?: string | undefined;
  fileDownloadUrl?: string | undefined;
}

/** What the signed route sends: status, headers and the body stream. */
export interface FileAnswer {
  status: 200 | 206 | 416;
  headers: Record<string, string>;
  body?: Readable;
}

/** The internal reference of a stored file, as merge and uploads answer it. */
const FILE_REF = /^\/api\/file\/Download\/file\/([0-9]{1,40})$/;
/** A legacy image's public address. */
const IMAGE_REF = /^\/api\/file\/Image\/([A-Za-z]{1,40})\/([0-9a-f]{32}\.[a-z]{3,4})$/;

/** Refuses anything but a stored file's id: no path, no dots, no NUL. */
const checkId = (id: string): string => {
  if (!FILE_ID.test(id)) throw badRequest('fileNameInvalid');
  return id;
};

/**
 * Who may read a stored file and the signed links to it (ADR 0022): the owner always; anyone else
 * only when the file belongs to a thing whose module's reader says the caller may read that thing.
 * A kind without a reader is refused.
 */
export class FileAccessService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly storage: FileStorage,
    private readonly links: SignedLinks,
    private readonly readers: RecordReaders,
    private readonly legacy: FilesService,
  ) {}

  /** Whether the caller may read the stored file. */
  async mayRead(
    caller: RecordCaller,
    row: Pick<BaseFileTable, 'owner_user_id' | 'belongs_kind' | 'belongs_id'>,
  ) {
    if (row.owner_user_id === caller.userId) return true;
    if (!row.belongs_kind || !row.belongs_id) return false;
    return this.readers.canRead(row.belongs_kind, caller, row.belongs_id);
  }

  /** The stored file when the caller may read it; the same 404 when it is missing or not theirs. */
  private async readable(caller: RecordCaller, id: string): Promise<BaseFileTable> {
    const row = await findFile(this.db, checkId(id));
    if (!row || !(await this.mayRead(caller, row))) throw notFound('fileNotFound');
    return row;
  }

  /** A signed link to a file the caller may read; inline only for types shown inline. */
  async link(caller: RecordCaller, id: string, asked: Disposition): Promise<FileLink> {
    const row = await this.readable(caller, id);
    return { name: row.name, url: this.links.url(row.id, effectiveDisposition(asked, row.mime)) };
  }

  /** A legacy upload's public address (images under 128-bit names, public since ADR 0022's note). */
  private async legacyLink(type: string, name: string): Promise<FileLink> {
    if (!isUploadType(type) || !STORED_NAME.test(name)) throw badRequest('fileNameInvalid');
    if (!(await this.legacy.exists(type, name))) throw notFound('fileNotFound');
    return { name, url: `/api/file/Image/${type}/${name}` };
  }

  /** `GET /api/file/Download/{type}/{name}`: `file` with a file id, or a legacy type and stored name. */
  download(caller: RecordCaller, type: string, name: string): Promise<FileLink> {
    return type === 'file' ? this.link(caller, name, 'attachment') : this.legacyLink(type, name);
  }

  /** `GET /api/file/Uploader/Preview`: a signed inline URL (or a legacy image's address). */
  async preview(caller: RecordCaller, query: PreviewQuery): Promise<string> {
    const id = query.fileId || query.fileVersionId;
    if (id) return (await this.link(caller, id, 'inline')).url;
    const ref = query.fileDownloadUrl?.split('?')[0];
    if (ref) {
      const file = FILE_REF.exec(ref);
      if (file?.[1]) return (await this.link(caller, file[1], 'inline')).url;
      const image = IMAGE_REF.exec(ref);
      if (image?.[1] && image[2]) return (await this.legacyLink(image[1], image[2])).url;
      throw badRequest('fileNameInvalid');
    }
    if (query.fileName && STORED_NAME.test(query.fileName)) {
      for (const type of ['annex', 'annexpic'] as const)
        if (await this.legacy.exists(type, query.fileName))
          return `/api/file/Image/${type}/${query.fileName}`;
      throw notFound('fileNotFound');
    }
    throw badRequest('fileNameInvalid');
  }

  /**
   * The answer of a signed link (`GET /api/file/s/{fileId}`): undefined for any bad, expired or
   * foreign signature and for a file no longer there, so the route answers one 404 for all.
   */
  async open(id: string, query: LinkQuery, rangeHeader?: string): Promise<FileAnswer | undefined> {
    const left = this.links.check(id, query);
    if (left <= 0) return undefined;
    const row = await findFile(this.db, id);
    const stored = row && (await this.storage.stat(row.storage_key));
    if (!row || !stored) return undefined;
    const size = stored.size;
    const headers: Record<string, string> = {
      'Content-Type': contentType(row.mime),
      'Content-Disposition': contentDisposition(effectiveDisposition(query.d, row.mime), row.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': `private, max-age=${Math.min(left, 300)}`,
      'Accept-Ranges': 'bytes',
    };
    const range = parseRange(rangeHeader, size);
    if (range === 'unsatisfiable')
      return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } };
    const body = await this.read(row.storage_key, range);
    if (!body) return undefined;
    if (!range) return { status: 200, headers: { ...headers, 'Content-Length': String(size) }, body };
    return {
      status: 206,
      headers: {
        ...headers,
        'Content-Length': String(range.end - range.start + 1),
        'Content-Range': `bytes ${range.start}-${range.end}/${size}`,
      },
      body,
    };
  }

  private read(key: string, range: ByteRange | undefined) {
    return range ? this.storage.get(key, range) : this.storage.get(key);
  }
}
