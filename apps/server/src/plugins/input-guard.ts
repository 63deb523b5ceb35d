import { ResultCode, formatServerMessage, resolveLanguage } from '@tessera/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors';
import { fail } from '../lib/reply';
import { assertStorableText } from '../lib/unstorable-text';

const isMultipart = (request: FastifyRequest) =>
  /^multipart\/form-data\b/i.test(String(request.headers['content-type'] ?? ''));

const hasBoundary = (request: FastifyRequest) =>
  /;\s*boundary=("[^"]+"|[^;\s]+)/i.test(String(request.headers['content-type'] ?? ''));

/** True for a failure of the multipart parser on a malformed body (no boundary, cut-off parts). */
export function isMalformedMultipart(
  request: FastifyRequest,
  error: Error & { statusCode?: number; code?: unknown },
): boolean {
  return (
    isMultipart(request) &&
    error.statusCode === undefined &&
    (error.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      /multipart|boundary|part header|terminated early/i.test(error.message))
  );
}

/** PostgreSQL's answer to text it cannot store (NUL, untranslatable), or null for other errors. */
export function databaseInputRefusal(error: unknown): 'inputUnstorableText' | 'inputTooLong' | null {
  if (typeof error !== 'object' || error === null || !('severity' in error)) return null;
  const code = (error as { code?: unknown }).code;
  // 22021 invalid byte sequence (a NUL), 22P05 untranslatable character, 22001 value too long
  if (code === '22021' || code === '22P05') return 'inputUnstorableText';
  if (code === '22001') return 'inputTooLong';
  return null;
}

/**
 * The request edge: before any route validates its input, text in the path parameters, the query
 * string and a parsed JSON or form body is refused (code 400, naming the field) when it holds a
 * character a database cannot store; a multipart body without a boundary is refused too.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.decorate('routeSchemas', new Map());
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) app.routeSchemas.set(`${method} ${route.url}`, route.schema);
  });
  app.addHook('preValidation', async (request) => {
    if (isMultipart(request) && !hasBoundary(request)) throw badRequest('inputBadMultipart');
    const parts = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [context, value] of parts) assertStorableText(value, context);
  });
}

/**
 * Fastify's `frameworkErrors`: a path with bad percent-encoding or an over-long parameter is
 * answered with the 400 envelope (these fail before routing, so no hook or error handler runs).
 */
export function answerFrameworkError(_error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const lang = resolveLanguage(request.headers['accept-language']);
  void reply
    .status(200)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(fail(ResultCode.BadRequest, formatServerMessage('inputBadUrl', lang))));
}
