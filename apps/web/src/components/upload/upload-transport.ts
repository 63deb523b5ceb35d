import { ORIGIN_HEADER, ORIGIN_PC, ResultCode, fileRoutes } from '@tessera/shared';
import { call } from '@/lib/call';
import { authHeaders } from '@/lib/file-transfer';
import { buildUrl, endSessionOn, isEnvelopeError, LONG_TIMEOUT } from '@/lib/http';
import { t } from '@/lib/i18n';
import { toUploadError, UploadError } from './upload-error';
import type { ChunkPayload, UploadTransport } from './upload-types';

const rejectAsUploadError = (error: unknown) => Promise.reject(toUploadError(error));

/** Posts one chunk: its description in the query, its bytes in the multipart `file` part. */
async function sendChunk(chunk: ChunkPayload, signal: AbortSignal): Promise<void> {
  const { data, currentChunkSize: _size, ...query } = chunk;
  const body = new FormData();
  body.append('file', data, chunk.fileName);
  let answer: unknown;
  try {
    const response = await fetch(buildUrl(fileRoutes.chunkUpload.path, query), {
      method: fileRoutes.chunkUpload.method,
      body,
      headers: { ...authHeaders(), [ORIGIN_HEADER]: ORIGIN_PC },
      credentials: 'omit',
      signal,
    });
    answer = await response.json();
  } catch (error) {
    if (signal.aborted) throw error;
    throw new UploadError(t('http.requestFailed'), false);
  }
  if (!isEnvelopeError(answer)) throw new UploadError(t('http.requestFailed'), false);
  if (answer.code !== ResultCode.Ok) {
    endSessionOn(answer.code);
    throw toUploadError(answer);
  }
}

/**
 * The transport over the app's client: check and merge go through `call` (token, language, session
 * end, envelope; no toast, the queue shows the message); the multipart chunk goes through fetch with
 * the same headers, since the client sends only JSON or form bodies.
 */
export const fetchTransport: UploadTransport = {
  check: (query) =>
    call(fileRoutes.chunkCheck, { query: { ...query, chunkNumber: 1 } }, { silent: true }).catch(
      rejectAsUploadError,
    ),
  sendChunk,
  merge: (form) =>
    call(fileRoutes.chunkMerge, { body: form }, { silent: true, timeout: LONG_TIMEOUT }).catch(
      rejectAsUploadError,
    ),
};
