import { ORIGIN_HEADER, ORIGIN_PC, ResultCode } from '@tessera/shared';
import { authHeaders } from '@/lib/file-transfer';
import { buildUrl, endSessionOn, isEnvelopeError } from '@/lib/http';
import { t } from '@/lib/i18n';
import { extensionOf } from './chunks';
import { toUploadError, UploadError } from './upload-error';
import type { SingleRequestTransport, UploadedFile } from './upload-types';

/** Settings of {@link singleRequestTransport}. */
export interface SingleRequestOptions {
  /** The endpoint that takes the multipart `file` part (a module's `…/Uploader`, `/api/file/Uploader/{type}`). */
  url: string;
  /**
   * Reads the endpoint's `data` into the queue's result; null refuses the answer (the envelope's
   * message, else "request failed", is shown). By default any object, its fields over the file's own.
   */
  read?: (data: unknown, file: File) => UploadedFile | null;
}

type Fields = Partial<Record<'name' | 'url' | 'fileId' | 'fileVersionId' | 'fileExtension', unknown>> & {
  fileSize?: unknown;
};
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** The default reading: the answer's name, size, extension, id and url where it has them. */
export function readUploadAnswer(data: unknown, file: File): UploadedFile | null {
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Fields;
  const name = text(fields.name, file.name);
  const id = text(fields.fileVersionId, text(fields.fileId, name));
  return {
    name,
    fileSize: typeof fields.fileSize === 'number' ? fields.fileSize : file.size,
    fileExtension: text(fields.fileExtension, extensionOf(file.name)),
    fileVersionId: id,
    url: text(fields.url, ''),
    answer: data,
  };
}

const failed = () => new UploadError(t('http.requestFailed'), false);

/** Posts the file with XMLHttpRequest (fetch reports no upload progress); resolves with the parsed answer. */
function post(url: string, file: File, onProgress: (sent: number) => void, signal: AbortSignal) {
  return new Promise<unknown>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(url));
    for (const [name, value] of Object.entries({ ...authHeaders(), [ORIGIN_HEADER]: ORIGIN_PC })) {
      if (value) xhr.setRequestHeader(name, value);
    }
    // the body also carries the multipart framing: its share of the file is what the user sees
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.floor((file.size * event.loaded) / event.total));
    };
    xhr.onload = () => {
      try {
        resolve(JSON.parse(xhr.responseText) as unknown);
      } catch {
        reject(failed());
      }
    };
    xhr.onerror = () => reject(failed());
    xhr.ontimeout = () => reject(failed());
    xhr.onabort = () => reject(signal.reason ?? failed());
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
}

/**
 * A queue transport for a module's own upload endpoint: one multipart POST per file with the session
 * token and the UI language, progress from the request's upload events, abort on pause or removal.
 * A refusal keeps the server's message (in the user's language); a lost link says the request failed.
 */
export function singleRequestTransport(options: SingleRequestOptions): SingleRequestTransport {
  const read = options.read ?? readUploadAnswer;
  return {
    kind: 'single',
    send: async (file, onProgress, signal) => {
      const answer = await post(options.url, file, onProgress, signal);
      if (!isEnvelopeError(answer)) throw failed();
      if (answer.code !== ResultCode.Ok) {
        endSessionOn(answer.code);
        throw toUploadError(answer);
      }
      const result = read(answer.data, file);
      if (!result) throw new UploadError(answer.msg || t('http.requestFailed'), true);
      return result;
    },
  };
}
