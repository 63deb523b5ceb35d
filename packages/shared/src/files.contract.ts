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
  /** Public on purpose (avatars and chat pictures sit in `<img>` tags): names are 128 random bits. */
  image: {
    method: 'GET',
    path: '/api/file/Image/:type/:name',
    auth: 'public',
    params: z.object({ type: z.string().max(40), name: z.string().max(200) }),
    tags: filesTags,
  },
});
