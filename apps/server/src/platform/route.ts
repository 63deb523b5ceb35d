import {
  hasAnswerSchema,
  ResultCode,
  type Envelope,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteSpec,
} from '@tessera/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

/** The request a route handler receives: params, query and body typed from the route's schemas. */
export type RouteRequest<R extends RouteSpec> = FastifyRequest<{
  Params: RouteParams<R>;
  Querystring: RouteQuery<R>;
  Body: RouteBody<R>;
}>;

/** A handler of a declared route: answers the envelope whose data the route declares. */
export type RouteHandler<R extends RouteSpec> = (
  request: RouteRequest<R>,
  reply: FastifyReply,
) => Promise<Envelope<RouteAnswer<R>> | void>;

/** Extra Fastify options for one route (body limit, a multipart parser, hooks). */
export type RouteExtras = Partial<Pick<RouteOptions, 'bodyLimit' | 'preValidation' | 'onRequest'>>;

/** An answer that breaks its route's schema (a missing, mistyped or extra field) in tests. */
export class AnswerSchemaError extends Error {}

/**
 * Registers a route declared in `packages/shared`: its method, path, schemas and permission come from
 * the declaration, so the server and the web client cannot disagree. With `NODE_ENV=test`, every
 * successful answer whose route declares a schema is parsed with it, and a field the schema does not
 * name (a leak) or a wrong type fails the request.
 */
export function addRoute<R extends RouteSpec>(
  app: FastifyInstance,
  route: R,
  handler: RouteHandler<R>,
  extras: RouteExtras = {},
): void {
  const checkAnswers = app.services.config.NODE_ENV === 'test' && hasAnswerSchema(route);
  app.route({
    ...extras,
    method: route.method,
    url: route.path,
    config: { auth: route.auth },
    schema: {
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.tags ? { tags: [...route.tags] } : {}),
    },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
    ...(checkAnswers
      ? {
          preSerialization: async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
            const envelope = payload as Envelope<unknown> | undefined;
            if (!envelope || envelope.code !== ResultCode.Ok) return payload;
            const result = route.answer.safeParse(envelope.data);
            if (!result.success) {
              throw new AnswerSchemaError(
                `${route.method} ${route.path} answered outside its schema: ${result.error.message}`,
              );
            }
            return payload;
          },
        }
      : {}),
  });
}
