import { z } from 'zod';
import type { UploadResult } from './profile.contract';
import { answer, defineRoutes } from './route';

const filesTags = ['files'];

/** Fields that describe one chunk of a chunked upload (spec 02 §3); checked again by the server. */
export const chunkQuerySchema = z.object({
  /** The whole file's MD5, 32 hex digits. */
  identifier: z.string().max(64),
  chunkNumber: z.coerce.number(),
  totalChunks: z.coerce.number(),
  totalSize: z.coerce.number(),
  fileName: z.string().max(255).optional(),
  fileType: z.string().max(100).optional(),
  extension: z.string().max(20),
});

/** Answer of the chunk check and of a stored chunk. */
export interface ChunkState {
  /** The server already holds this file for the caller (instant upload). */
  uploaded: boolean;
  /** Every chunk is there: call merge. */
  merge: boolean;
  /** Chunk numbers the caller already sent for this identifier. */
  chunkNumbers: number[];
}

/** The finish form data of a chunked upload (spec 02 §3). */
export const chunkMergeSchema = z.object({
  identifier: z.string().max(64),
  fileName: z.string().max(255),
  fileSize: z.coerce.number(),
  fileType: z.string().max(100).optional(),
  extension: z.string().max(20),
  type: z.string().max(40).optional(),
});

/** Answer of the merge: the stored file. */
export interface ChunkMergeResult {
  name: string;
  fileSize: number;
  fileExtension: string;
  fileVersionId: string;
  url: string;
}

/**
 * A stored file as widgets and forms keep it (spec 02 §3 "Uploaded file item"). `fileId` and
 * `fileVersionId` are both the file's id (base_file.id); `url` is its internal reference
 * `/api/file/Download/file/{id}`, never a link a browser can open: ask `download` or `preview`.
 */
export interface UploadedFile {
  name: string;
  fileId: string;
  fileSize: number;
  fileExtension: string;
  fileVersionId: string;
  url: string;
}

/** A short-lived signed link to one file (ADR 0022): valid a few minutes, carries no session. */
export interface FileLink {
  name: string;
  url: string;
}

/** What a stored file may belong to; a file that belongs to nothing is readable by its owner only. */
export const FILE_BELONGS_KINDS = ['notice', 'chat', 'avatar', 'form'] as const;
export type FileBelongsKind = (typeof FILE_BELONGS_KINDS)[number];

/** The preview address lookup's question (spec 02 §7); one of the ids names the file. */
export const filePreviewQuerySchema = z.object({
  fileId: z.string().max(64).optional(),
  fileVersionId: z.string().max(64).optional(),
  fileName: z.string().max(255).optional(),
  fileDownloadUrl: z.string().max(500).optional(),
});

/** The signed link's parts: disposition, expiry (epoch seconds) and HMAC. */
export const signedFileQuerySchema = z.object({
  d: z.enum(['inline', 'attachment']),
  e: z.coerce.number(),
  sig: z.string().max(128),
});

/**
 * Uploads and images. The upload is multipart (the server adds its parser through the route's
 * extras); the image answers raw bytes, so its answer has no envelope type.
 */
export const fileRoutes = defineRoutes({
  upload: {
    method: 'POST',
    path: '/api/file/Uploader/:type',
    auth: 'user',
    params: z.object({ type: z.string().max(40) }),
    answer: answer<UploadResult>(),
    tags: filesTags,
  },
  /** Which chunks of a file the caller already sent, or whether the file is already stored. */
  chunkCheck: {
    method: 'GET',
    path: '/api/file/chunk',
    auth: 'user',
    query: chunkQuerySchema,
    answer: answer<ChunkState>(),
    tags: filesTags,
  },
  /** One chunk (multipart `file` part); its description in the query. */
  chunkUpload: {
    method: 'POST',
    path: '/api/file/chunk',
    auth: 'user',
    query: chunkQuerySchema,
    answer: answer<ChunkState>(),
    tags: filesTags,
  },
  /** Joins the caller's chunks into one stored file. */
  chunkMerge: {
    method: 'POST',
    path: '/api/file/merge',
    auth: 'user',
    body: chunkMergeSchema,
    answer: answer<ChunkMergeResult>(),
    tags: filesTags,
  },
  /**
   * A signed download link (`{name, url}`) to one file: `type` `file` with a file id, or a legacy
   * upload type with a stored name. Checks that the caller may read what the file belongs to.
   */
  download: {
    method: 'GET',
    path: '/api/file/Download/:type/:name',
    auth: 'user',
    params: z.object({ type: z.string().max(40), name: z.string().max(200) }),
    answer: answer<FileLink>(),
    tags: filesTags,
  },
  /** Annex download by fileId (the detail viewer's attachments): a signed download link. */
  annex: {
    method: 'GET',
    path: '/api/file/Annex/:fileId',
    auth: 'user',
    params: z.object({ fileId: z.string().max(64) }),
    answer: answer<FileLink>(),
    tags: filesTags,
  },
  /** The document preview address lookup: a signed inline URL (a string), checked like a download. */
  preview: {
    method: 'GET',
    path: '/api/file/Uploader/Preview',
    auth: 'user',
    query: filePreviewQuerySchema,
    answer: answer<string>(),
    tags: filesTags,
  },
  /** The bytes of one file behind a signed link; public in the table, the signature is the check. */
  signed: {
    method: 'GET',
    path: '/api/file/s/:fileId',
    auth: 'public',
    params: z.object({ fileId: z.string().max(64) }),
    query: signedFileQuerySchema,
    tags: filesTags,
  },
  /** Public on purpose (avatars and chat pictures sit in `<img>` tags): names are 128 random bits. */
  image: {
    method: 'GET',
    path: '/api/file/Image/:type/:name',
    auth: 'public',
    params: z.object({ type: z.string().max(40), name: z.string().max(200) }),
    tags: filesTags,
  },
});
