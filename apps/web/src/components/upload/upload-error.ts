import { ResultCode } from '@tessera/shared';
import { isEnvelopeError } from '@/lib/http';
import { t } from '@/lib/i18n';

/**
 * A failed call. `isPermanent` refusals (the server answered with an error code) are not retried;
 * transport failures are.
 */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    message: string,
    readonly isPermanent: boolean,
  ) {
    super(message);
  }
}

/** Refusals worth another try: the server's rate limit and its unexpected failures. */
const TRANSIENT_CODES: readonly number[] = [ResultCode.TooManyRequests, ResultCode.ServerError];

/**
 * A refusal keeps the server's message and is final, but for a rate limit or a server failure; a
 * lost link is retried too.
 */
export function toUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  if (isEnvelopeError(error)) {
    const message = error.msg || t('http.requestFailed');
    return new UploadError(message, !TRANSIENT_CODES.includes(error.code));
  }
  return new UploadError(t('http.requestFailed'), false);
}
