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

/** A refusal keeps the server's message and is final; anything else is a transport failure, retried. */
export function toUploadError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  if (isEnvelopeError(error)) return new UploadError(error.msg || t('http.requestFailed'), true);
  return new UploadError(t('http.requestFailed'), false);
}
