import type { RouteSpec } from '@tessera/shared';
import { callEnvelope, type CallInput } from './call';

type CallOptions = Parameters<typeof callEnvelope>[2];

/**
 * Calls a route through its zod-free head (`authHeads.login`), typed by its full declaration `R`
 * (`typeof authRoutes.login`, a type-only import): the web entry and the /login bundle call the
 * sign-in routes this way, so their zod schemas stay out of the browser (ADR 0005). The head must
 * match the declaration's method and path.
 */
export const callHeadEnvelope = <R extends RouteSpec>(
  head: Pick<R, 'method' | 'path'>,
  input: CallInput<R>,
  options?: CallOptions,
) => callEnvelope(head as R, input, options);
