import { ResultCode, formatServerMessage, type Language } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isUniqueViolation } from '../db/dialect';
import { AppError } from '../lib/errors';
import { fail } from '../lib/reply';
import { databaseInputRefusal, isMalformedMultipart } from './input-guard';

const locales = { zh: z.locales.zhCN(), zhtw: z.locales.zhTW(), en: z.locales.en() };

/** Renders a zod issue as "field：reason" in the caller's language. */
export function formatIssue(issue: z.core.$ZodIssue, lang: Language, fallbackField: string): string {
  const field = issue.path.length ? issue.path.map(String).join('.') : fallbackField;
  const localized = locales[lang].localeError(issue as unknown as z.core.$ZodRawIssue);
  const reason = typeof localized === 'string' ? localized : (localized?.message ?? issue.message);
  return formatServerMessage('validation', lang, { field, reason });
}

function isZodError(error: unknown): error is z.ZodError {
  return (
    error instanceof z.ZodError || (error instanceof Error && error.name === 'ZodError' && 'issues' in error)
  );
}

/** The one error handler: every failure becomes an HTTP 200 envelope in the caller's language. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number; code?: unknown }, request, reply) => {
    const lang = request.lang ?? 'zh';
    const send = (code: number, msg: string) => reply.status(200).send(fail(code, msg));
    if (error instanceof AppError)
      return send(error.code, formatServerMessage(error.messageKey, lang, error.params));
    if (isZodError(error)) {
      const issue = error.issues[0];
      const context = (error as { validationContext?: string }).validationContext ?? 'body';
      return send(
        ResultCode.Validation,
        issue ? formatIssue(issue, lang, context) : formatServerMessage('badBody', lang),
      );
    }
    // Services check codes first; a concurrent write that slips past them meets the unique index.
    if (isUniqueViolation(error))
      return send(ResultCode.BadRequest, formatServerMessage('duplicateRecord', lang));
    // Text the edge could not see (inside an uploaded file) that the database refused to store.
    const refusal = databaseInputRefusal(error);
    if (refusal) {
      request.log.warn({ code: error.code }, 'the database refused a value of the request');
      return send(ResultCode.BadRequest, formatServerMessage(refusal, lang));
    }
    if (isMalformedMultipart(request, error))
      return send(ResultCode.BadRequest, formatServerMessage('inputBadMultipart', lang));
    if (error.statusCode === 413)
      return send(ResultCode.BadRequest, formatServerMessage('payloadTooLarge', lang));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ code: error.code }, 'refused a malformed request');
      return send(ResultCode.BadRequest, formatServerMessage('badBody', lang));
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return send(ResultCode.ServerError, formatServerMessage('serverError', lang));
  });
}
