import { ResultCode, type ResultCodeValue, type ServerMessageKey } from '@tessera/shared';

/** A refusal the caller may see: an envelope code plus a server message key and its parameters. */
export class AppError extends Error {
  constructor(
    /** Envelope code. */
    readonly code: ResultCodeValue,
    /** Key of the message in the caller's language. */
    readonly messageKey: ServerMessageKey,
    /** Values for the message's placeholders. */
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

/** A business rule refused the call (code 400). */
export const badRequest = (key: ServerMessageKey, params?: Record<string, string | number>) =>
  new AppError(ResultCode.BadRequest, key, params);

/** The caller lacks the permission (code 403). */
export const forbidden = () => new AppError(ResultCode.Forbidden, 'forbidden');

/** No such API or record (code 404). */
export const notFound = (key: ServerMessageKey = 'recordNotFound') => new AppError(ResultCode.NotFound, key);

/** Session refusals: 600 expired, 601 signed in elsewhere, 602 invalid token. */
export function sessionError(code: 600 | 601 | 602): AppError {
  if (code === ResultCode.SignedInElsewhere) return new AppError(code, 'signedInElsewhere');
  if (code === ResultCode.TokenInvalid) return new AppError(code, 'tokenInvalid');
  return new AppError(ResultCode.SessionExpired, 'sessionExpired');
}

/** Too many attempts; try again after some seconds (code 429). */
export const tooMany = (seconds: number) =>
  new AppError(ResultCode.TooManyRequests, 'tooManyAttempts', { seconds: Math.max(1, Math.ceil(seconds)) });
