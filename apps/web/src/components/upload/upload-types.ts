/** Status of one file in the queue: exactly the spec's (spec 02 §4 "Upload status"). */
export type UploadStatus = 'waiting' | 'check' | 'paused' | 'uploading' | 'success' | 'error';

/** What the server answers once the chunks are merged (spec 02 §3, chunk finish). */
export interface UploadedFile {
  name: string;
  fileSize: number;
  fileExtension: string;
  fileVersionId: string;
  url: string;
  /** The endpoint's own answer, kept as it came (single-request uploads, e.g. an import's stored name). */
  answer?: unknown;
}

/** One file of the queue as the UI sees it (a new object on every change). */
export interface UploadItem {
  /** Queue id, unique within the engine. */
  id: string;
  name: string;
  /** MIME type given by the browser. */
  type: string;
  /** Lower-case extension without the dot. */
  extension: string;
  size: number;
  /** The file's MD5, once computed. */
  uniqueIdentifier?: string;
  status: UploadStatus;
  /** True while the MD5 is being computed (status paused). */
  isHashing: boolean;
  /** Bytes the server has confirmed. */
  uploadedBytes: number;
  /** Percent shown: at most 99 until the merge answered, 100 on success. */
  progress: number;
  /** Why the file failed (the server's message when it gave one). */
  error?: string;
  /** The server's answer after the merge. */
  result?: UploadedFile;
}

/** The existence test's answer (GET /api/file/chunk). */
export interface ChunkCheckAnswer {
  /** The whole file is already there: instant upload. */
  uploaded: boolean;
  /** Every chunk is there; only the merge is missing. */
  merge: boolean;
  /** 1-based numbers of the chunks the server holds. */
  chunkNumbers: number[];
}

/** The fields that describe a chunked upload (`fileRoutes.chunkCheck` query; chunk numbers are 1-based). */
export interface ChunkQuery {
  identifier: string;
  fileName: string;
  totalSize: number;
  totalChunks: number;
  fileType: string;
  extension: string;
}

/** One chunk to send (POST /api/file/chunk, multipart). */
export interface ChunkPayload extends ChunkQuery {
  chunkNumber: number;
  currentChunkSize: number;
  data: Blob;
}

/** The chunk finish form data (POST /api/file/merge). */
export interface MergeForm {
  identifier: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  extension: string;
  /** What the file is for (the upload's `type`, e.g. annex). */
  type: string;
}

/** How the engine talks to the server; tests give a fake. */
export interface UploadTransport {
  check: (query: ChunkQuery, signal: AbortSignal) => Promise<ChunkCheckAnswer>;
  sendChunk: (chunk: ChunkPayload, signal: AbortSignal) => Promise<void>;
  merge: (form: MergeForm, signal: AbortSignal) => Promise<UploadedFile>;
}

/**
 * How a queue sends each file in one multipart request (the `file` part) to a module's own endpoint,
 * instead of in chunks: no MD5, no existence test, no merge. `singleRequestTransport` in the app.
 */
export interface SingleRequestTransport {
  readonly kind: 'single';
  /** Posts the whole file; reports the file's bytes sent so far; stops when the signal aborts. */
  send: (file: File, onProgress: (sentBytes: number) => void, signal: AbortSignal) => Promise<UploadedFile>;
}

/** How a queue talks to the server: chunked (the default) or one request per file. */
export type AnyUploadTransport = UploadTransport | SingleRequestTransport;

/** True for a transport that sends each file in one request. */
export const isSingleRequest = (transport: AnyUploadTransport): transport is SingleRequestTransport =>
  'kind' in transport && transport.kind === 'single';

/** Computes a file's MD5 hex; reports hashed bytes; stops when the signal aborts. */
export type UploadHasher = (
  file: Blob,
  onProgress: (hashedBytes: number) => void,
  signal: AbortSignal,
) => Promise<string>;
