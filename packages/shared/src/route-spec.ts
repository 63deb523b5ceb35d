// The zod-free half of the route declarations: importing it (the web client's call helper, light route
// heads of the /login bundle) does not pull zod into the browser.
import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * What a route needs: anyone, any signed-in user, a menu (and button) permission, or a menu resolved
 * per request by the named resolver (a generic `/…/{modelId}` route finds its menu from the model).
 */
export type RouteAuth =
  | 'public'
  | 'user'
  | { menu: string; button?: string; resolve?: undefined }
  | { resolve: string; button?: string; menu?: undefined };

/** Marks the answer type of a route whose answer has no schema yet (type only, never checked). */
export interface AnswerType<A> {
  readonly answerType?: A;
}

/** One API route, declared once: the server registers it, the web client calls it. */
export interface RouteSpec {
  method: HttpMethod;
  /** The path exactly as the spec spells it, parameters as `:name` (e.g. `/api/permission/Position/:id`). */
  path: string;
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's `data`: a zod schema (checked in tests: no field leaks) or an {@link answer} type marker. */
  answer?: z.ZodType | AnswerType<unknown>;
  /** OpenAPI tags. */
  tags?: readonly string[];
}

/** Declares a route; the literal type is kept so both sides infer its parts. */
export const defineRoute = <const R extends RouteSpec>(route: R): R => route;

/** Declares a group of routes (one resource). */
export const defineRoutes = <const T extends Record<string, RouteSpec>>(routes: T): T => routes;

/** An answer type without a schema: `answer: answer<Paged<PositionItem>>()`. */
export const answer = <A>(): AnswerType<A> => ({});

/** Menu permission, optionally of one button. */
export const menuAuth = (menu: string, button?: string): RouteAuth => (button ? { menu, button } : { menu });

/** Fills `:name` parameters of a path (each value URI-encoded); throws on a missing one. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][\w]*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
