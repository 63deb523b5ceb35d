import {
  fillPath,
  type RouteAnswer,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteQueryInput,
  type RouteSpec,
} from '@tessera/shared';
import { request, type Params, type RequestOptions } from './http';

type Field<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V };

/** What one call of a declared route sends: its params, query and body, each typed from the route. */
export type CallInput<R extends RouteSpec> = Field<'params', RouteParamsInput<R>> &
  Field<'query', RouteQueryInput<R>> &
  Field<'body', RouteBodyInput<R>>;

type CallOptions = Omit<RequestOptions, 'method' | 'data' | 'params'>;

/**
 * Calls a route declared in `packages/shared` and resolves with the whole envelope (code 200 only;
 * the shared rules of {@link request} apply: toast, session end). The path is filled from `params`.
 */
export function callEnvelope<R extends RouteSpec>(route: R, input: CallInput<R>, options: CallOptions = {}) {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Params;
    body?: unknown;
  };
  return request<RouteAnswer<R>>(fillPath(route.path, params), {
    ...options,
    method: route.method,
    ...(route.method === 'GET' ? { data: query } : { data: body, params: query }),
  });
}

/** Calls a declared route and resolves with the answer's `data`. */
export const call = <R extends RouteSpec>(route: R, input: CallInput<R>, options?: CallOptions) =>
  callEnvelope(route, input, options).then((envelope) => envelope.data);

/** Calls a declared route and resolves with the answer's message (writes that show "saved"). */
export const callMsg = <R extends RouteSpec>(route: R, input: CallInput<R>, options?: CallOptions) =>
  callEnvelope(route, input, options).then((envelope) => envelope.msg);
