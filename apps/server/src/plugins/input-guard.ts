import { ResultCode, formatServerMessage, resolveLanguage } from '@tessera/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../lib/errors';
import { fail } from '../lib/reply';

/**
 * Characters no text field may carry: NUL (PostgreSQL refuses it in text), the other C0 controls
 * except tab, LF and CR, and UTF-16 surrogates that are not part of a pair (not valid Unicode).
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string holds a character a database cannot store faithfully. */
export const isUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

const pathOf = (visit: Visit, last?: string): (string | number)[] => {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * Walks a parsed value (iteratively, so deep nesting cannot overflow the stack) and answers the
 * path of the first string or key holding an unstorable character, or null when every text is clean.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value }];
  while (stack.length) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return pathOf(visit);
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (Array.isArray(current)) {
      current.forEach((item, key) => stack.push({ value: item, key, parent: visit }));
      continue;
    }
    for (const [key, item] of Object.entries(current as Record<string, unknown>)) {
      if (isUnstorableText(key)) return pathOf(visit, printable(key));
      stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

/** A key shown in a message with its unstorable characters replaced. */
const printable = (text: string) => text.replace(new RegExp(UNSTORABLE.source, 'g'), '\uFFFD');

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

/** The field as shown in a message: its path, cut short when deep or long (a message stays small). */
export function fieldName(path: (string | number)[], context: string): string {
  if (!path.length) return context;
  const name = path.slice(0, 8).join('.') + (path.length > 8 ? '.…' : '');
  return name.length > 100 ? `${name.slice(0, 100)}…` : name;
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
    for (const [context, value] of parts) {
      const path = findUnstorableText(value);
      if (path) throw badRequest('inputUnstorableField', { field: fieldName(path, context) });
    }
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
