import {
  ORIGIN_HEADER,
  ORIGIN_PC,
  ResultCode,
  SESSION_CODES,
  TIMESTAMP_PARAM,
  authHeads,
  languageTag,
  type Envelope,
} from '@tessera/shared';
import { currentLanguage, t } from './i18n';
import { tokenStorage } from './storage';

/** Default request timeout. */
export const DEFAULT_TIMEOUT = 60_000;
/** Timeout of the long calls (third-party sync, mail receive, data-permission authority, data-sync run). */
export const LONG_TIMEOUT = 100_000;
/** How long an error toast stays, in seconds (1500 ms). */
export const ERROR_TOAST_SECONDS = 1.5;

/** Calls on which session codes do not end the session (spec 01 section 8). */
const SESSION_EXEMPT: string[] = [authHeads.login.path, authHeads.lockScreen.path];

type Primitive = string | number | boolean | null | undefined;
/** Query parameters; arrays repeat the name. */
export type Params = Record<string, Primitive | readonly Primitive[]>;

/** Options of one call. */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Query parameters for GET, a body otherwise. */
  data?: unknown;
  /** Extra query parameters for any method. */
  params?: Params;
  /** Sends the body form-encoded (sign-in). */
  form?: boolean;
  /** Milliseconds before the call is aborted; {@link DEFAULT_TIMEOUT} unless given. */
  timeout?: number;
  /** Returns the envelope as is: no code check, no toast, no session handling. */
  raw?: boolean;
  /** Skips the error toast (the caller shows the message itself). */
  silent?: boolean;
}

/** Hooks the application plugs in; defaults keep the client usable in tests. */
export interface HttpHooks {
  /** Shows an error toast. */
  notifyError: (text: string) => void;
  /** Drops the session and goes to /login; called for codes 600/601/602. */
  onSessionExpired: () => void;
}

const hooks: HttpHooks = {
  notifyError: () => undefined,
  onSessionExpired: () => tokenStorage.clear(),
};

/** Installs the toast and session hooks (done once by the app). */
export function configureHttp(next: Partial<HttpHooks>): void {
  Object.assign(hooks, next);
}

/** Thrown when the server could not be reached or did not answer in time. */
export class TransportError extends Error {
  override readonly name = 'TransportError';
}

/** Builds `url?query` with the timestamp parameter added. */
export function buildUrl(url: string, params: Params = {}, now = Date.now()): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const list = Array.isArray(value) ? value : [value];
    for (const item of list) if (item !== undefined && item !== null) search.append(key, String(item));
  }
  search.set(TIMESTAMP_PARAM, String(now));
  return `${url}${url.includes('?') ? '&' : '?'}${search.toString()}`;
}

function encodeForm(data: unknown): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries((data ?? {}) as Record<string, Primitive>)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form.toString();
}

function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'code' in value;
}

/** Sends one call and applies the shared rules; resolves with the whole envelope when code is 200. */
export async function request<T = unknown>(url: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const method = options.method ?? 'GET';
  const isGet = method === 'GET';
  const query: Params = { ...(options.params ?? {}), ...(isGet ? ((options.data ?? {}) as Params) : {}) };
  const headers: Record<string, string> = {
    [ORIGIN_HEADER]: ORIGIN_PC,
    'Accept-Language': languageTag(currentLanguage()),
  };
  const token = tokenStorage.get();
  if (token) headers.Authorization = token;
  let body: string | undefined;
  if (!isGet && options.data !== undefined) {
    headers['Content-Type'] = options.form
      ? 'application/x-www-form-urlencoded;charset=UTF-8'
      : 'application/json;charset=UTF-8';
    body = options.form ? encodeForm(options.data) : JSON.stringify(options.data);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? DEFAULT_TIMEOUT);
  let envelope: Envelope<T>;
  try {
    const response = await fetch(buildUrl(url, query), {
      method,
      headers,
      body,
      credentials: 'omit',
      signal: controller.signal,
    });
    const parsed: unknown = await response.json();
    if (!isEnvelope(parsed)) throw new TransportError(`Unexpected answer from ${url}`);
    envelope = parsed as Envelope<T>;
  } catch (error) {
    if (!options.silent) hooks.notifyError(t('http.requestFailed'));
    throw error instanceof TransportError ? error : new TransportError(String(error));
  } finally {
    clearTimeout(timer);
  }
  if (options.raw || envelope.code === ResultCode.Ok) return envelope;
  if (!options.silent) hooks.notifyError(envelope.msg || t('http.requestFailed'));
  const exempt = SESSION_EXEMPT.some((path) => url.startsWith(path));
  if (!exempt) endSessionOn(envelope.code);
  throw envelope;
}

/**
 * Ends the session when `code` says it is over (600/601/602), for answers read outside `request`
 * (multipart uploads sent with fetch or XMLHttpRequest).
 */
export function endSessionOn(code: number): void {
  if (SESSION_CODES.includes(code)) hooks.onSessionExpired();
}

/** GET with the payload as query parameters. */
export const http = {
  get: <T>(url: string, data?: Params, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'GET', data }),
  post: <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'POST', data }),
  put: <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'PUT', data }),
  delete: <T>(url: string, data?: unknown, options?: RequestOptions) =>
    request<T>(url, { ...options, method: 'DELETE', data }),
};

/** True when a rejection is a server envelope (as opposed to a transport failure). */
export function isEnvelopeError(error: unknown): error is Envelope {
  return isEnvelope(error);
}
