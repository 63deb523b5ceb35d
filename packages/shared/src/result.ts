/** Codes carried in the envelope's `code`; HTTP status is always 200. */
export const ResultCode = {
  /** Success. */
  Ok: 200,
  /** A business rule refused the call (wrong password, name in use ...). */
  BadRequest: 400,
  /** The request failed validation; `msg` names the field. */
  Validation: 401,
  /** Signed in, but the caller lacks the menu or button permission the route needs. */
  Forbidden: 403,
  /** Unknown API path or record. */
  NotFound: 404,
  /** Too many attempts from this address or account. */
  TooManyRequests: 429,
  /** Unexpected server failure; details only in the server log. */
  ServerError: 500,
  /** Session expired or signed out. */
  SessionExpired: 600,
  /** Signed in elsewhere while single sign-in is on. */
  SignedInElsewhere: 601,
  /** Token missing, malformed or unknown. */
  TokenInvalid: 602,
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** The codes after which the web client drops its token and returns to /login. */
export const SESSION_CODES: readonly number[] = [
  ResultCode.SessionExpired,
  ResultCode.SignedInElsewhere,
  ResultCode.TokenInvalid,
];

/** The wire envelope of every API answer. */
export interface Envelope<T = unknown> {
  /** One of {@link ResultCode}. */
  code: number;
  /** Human-readable message in the caller's language. */
  msg: string;
  /** The payload; null on failure. */
  data: T;
}

/** Request header that marks the PC web origin. */
export const ORIGIN_HEADER = 'jnpf-origin';
/** Value of {@link ORIGIN_HEADER} sent by the web client. */
export const ORIGIN_PC = 'pc';
/** Query parameter carrying a timestamp on every request (cache buster). */
export const TIMESTAMP_PARAM = 'n';
