import type { Envelope } from '@tessera/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';

/** Calls the app and answers the parsed envelope (asserting HTTP 200). */
export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions): Promise<Envelope<T>> {
  const res = await app.inject(options);
  if (res.statusCode !== 200)
    throw new Error(
      `HTTP ${res.statusCode} for ${options.method ?? 'GET'} ${String(options.url)}: ${res.body}`,
    );
  return res.json<Envelope<T>>();
}

/** Same, with the Authorization header of a token. */
export const callAs = <T = unknown>(app: FastifyInstance, token: string, options: InjectOptions) =>
  call<T>(app, { ...options, headers: { authorization: token, ...options.headers } });
