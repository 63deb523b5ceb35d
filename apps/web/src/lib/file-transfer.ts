import { fillPath, languageTag, type Envelope, type RouteSpec } from '@tessera/shared';
import { feedback } from './feedback';
import { isEnvelopeError } from './http';
import { currentLanguage } from './i18n';
import { tokenStorage } from './storage';

/** Headers a request made outside the http client needs: the session token and the UI language. */
export function authHeaders(): Record<string, string> {
  return { Authorization: tokenStorage.get() ?? '', 'Accept-Language': languageTag(currentLanguage()) };
}

/**
 * Downloads a file route (`/:id` filled from `params`) with the session token and saves it under the
 * server's name (else `fallbackName`); answers the server's refusal message, or undefined when saved.
 */
export async function downloadRouteFile(
  route: Pick<RouteSpec, 'path'>,
  params: Record<string, string>,
  fallbackName: string,
): Promise<string | undefined> {
  const response = await fetch(fillPath(route.path, params), { headers: authHeaders(), credentials: 'omit' });
  const disposition = response.headers.get('content-disposition') ?? '';
  if (!disposition.startsWith('attachment')) return ((await response.json()) as Envelope).msg;
  const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
  const href = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = name ? decodeURIComponent(name) : fallbackName;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return undefined;
}

/** Uploads one file (multipart field `file`) to a route; answers the envelope, a refusal included. */
export async function uploadRouteFile<T>(
  route: Pick<RouteSpec, 'method' | 'path'>,
  file: File,
): Promise<Envelope<T | null>> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await fetch(route.path, {
    method: route.method,
    body,
    headers: authHeaders(),
    credentials: 'omit',
  });
  return (await response.json()) as Envelope<T | null>;
}

/**
 * Uploads one file like {@link uploadRouteFile} and resolves with the server's message; a refusal
 * is shown and rejects with its envelope, an answer that is no envelope rejects with an error.
 */
export async function uploadRouteFileMsg(
  route: Pick<RouteSpec, 'method' | 'path'>,
  file: File,
): Promise<string> {
  const answer: unknown = await uploadRouteFile(route, file).catch(() => undefined);
  if (!isEnvelopeError(answer)) throw new Error('upload failed');
  if (answer.code !== 200) {
    feedback.error(answer.msg);
    throw answer;
  }
  return answer.msg;
}
