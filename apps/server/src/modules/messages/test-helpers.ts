import type { ServerFrame } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import type { DialectContext } from '../../../test/helpers/dialects';

/** The id of a seeded account. */
export async function userIdOf(ctx: DialectContext, account: string): Promise<string> {
  const row = await ctx.db
    .selectFrom('base_user')
    .select('id')
    .where('account', '=', account)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A sent push: who and what. */
export interface SentFrame {
  ids: string[];
  frame: ServerFrame;
}

/** Gives the app a push bus that records what it sends; answers the record. */
export function recordPushes(app: FastifyInstance): SentFrame[] {
  const sent: SentFrame[] = [];
  app.services.push = { toUsers: (ids, frame) => sent.push({ ids: [...ids], frame }) };
  return sent;
}
