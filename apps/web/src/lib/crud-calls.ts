import type { RouteAnswer, RouteBodyInput, RouteQueryInput, RouteSpec } from '@tessera/shared';
import { call, callMsg, type CallInput } from './call';

/** The standard query of an administration table. */
export interface PageQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/** The route names {@link crudCalls} knows. */
export type CrudKey = 'list' | 'info' | 'create' | 'update' | 'remove' | 'toggleState';

/**
 * The declarations {@link crudCalls} accepts: `list` takes a query only; the others act on `/:id`
 * (`create`: none) and `create` / `update` send a body.
 */
export type CrudRoutes = { [K in CrudKey]?: RouteSpec };

/** The calls {@link crudCalls} builds: one per standard route the resource declares, typed from it. */
export type CrudCalls<R> = {
  [K in keyof R & CrudKey]: K extends 'list'
    ? (query: RouteQueryInput<R[K]>) => Promise<RouteAnswer<R[K]>>
    : K extends 'info'
      ? (id: string) => Promise<RouteAnswer<R[K]>>
      : K extends 'create'
        ? (body: RouteBodyInput<R[K]>) => Promise<string>
        : K extends 'update'
          ? (id: string, body: RouteBodyInput<R[K]>) => Promise<string>
          : (id: string) => Promise<string>;
};

// the builders see a route of unknown shape; the types above hold what each call really takes
const input = (value: object) => value as CallInput<RouteSpec>;

const builders: { [K in CrudKey]: (route: RouteSpec) => (...args: never[]) => Promise<unknown> } = {
  list: (route) => (query: object) => call(route, input({ query })),
  info: (route) => (id: string) => call(route, input({ params: { id } })),
  create: (route) => (body: unknown) => callMsg(route, input({ body })),
  update: (route) => (id: string, body: unknown) => callMsg(route, input({ params: { id }, body })),
  remove: (route) => (id: string) => callMsg(route, input({ params: { id } })),
  toggleState: (route) => (id: string) => callMsg(route, input({ params: { id } })),
};

/**
 * The standard calls of an administered resource from its route declarations (ADR 0017):
 * `list(query)` → the page, `info(id)` → the record, `create(body)`, `update(id, body)`, `remove(id)`
 * and `toggleState(id)` → the server's message. Only the routes the resource declares get a call;
 * a resource whose call differs spreads these and writes its own after them.
 */
export function crudCalls<R extends CrudRoutes>(routes: R): CrudCalls<R> {
  const calls: Partial<Record<CrudKey, unknown>> = {};
  for (const key of Object.keys(builders) as CrudKey[]) {
    const route = routes[key];
    if (route) calls[key] = builders[key](route);
  }
  return calls as CrudCalls<R>;
}
