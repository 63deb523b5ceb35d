import { formatLimit } from './preview-kind';
import { PreviewError } from './preview-error';

/** Whether a preview address is on this site (the preview asks no outside service). */
export function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Fetches a file's bytes from its signed same-origin link, refusing past `maxBytes` both from the
 * declared length and while reading (a server or proxy may not declare it).
 */
export async function fetchBytes(url: string, maxBytes: number, signal?: AbortSignal): Promise<Uint8Array> {
  if (!isSameOrigin(url)) throw new PreviewError('fetchFailed');
  const tooLarge = () => new PreviewError('tooLarge', { size: formatLimit(maxBytes) });
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PreviewError('fetchFailed');
  }
  if (!response.ok) throw new PreviewError('fetchFailed');
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    void response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) {
    const whole = new Uint8Array(await response.arrayBuffer());
    if (whole.length > maxBytes) throw tooLarge();
    if (isRefusal(response, whole)) throw new PreviewError('gone');
    return whole;
  }
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.length;
    if (total > maxBytes) {
      void reader.cancel();
      throw tooLarge();
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  if (isRefusal(response, out)) throw new PreviewError('gone');
  return out;
}

/**
 * Whether the answer is the server's refusal envelope (an expired or bad link answers one as JSON)
 * rather than the file: stored files are never served as `application/json`.
 */
function isRefusal(response: Response, bytes: Uint8Array): boolean {
  if (!(response.headers.get('content-type') ?? '').includes('application/json') || bytes.length > 4096) {
    return false;
  }
  try {
    const answer = JSON.parse(new TextDecoder().decode(bytes)) as { code?: unknown; msg?: unknown };
    return typeof answer.code === 'number' && answer.code !== 200 && typeof answer.msg === 'string';
  } catch {
    return false;
  }
}
