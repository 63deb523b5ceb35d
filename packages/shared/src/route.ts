import { z } from 'zod';

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

/** The route params every `/:id` route takes. */
export const idParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

type Part<R, K extends keyof RouteSpec> = R extends { [P in K]: infer S } ? S : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Given<S> = S extends z.ZodType ? z.input<S> : undefined;

/** The parsed params / query / body the server handler receives. */
export type RouteParams<R> = Parsed<Part<R, 'params'>>;
export type RouteQuery<R> = Parsed<Part<R, 'query'>>;
export type RouteBody<R> = Parsed<Part<R, 'body'>>;

/** What a caller sends. */
export type RouteParamsInput<R> = Given<Part<R, 'params'>>;
export type RouteQueryInput<R> = Given<Part<R, 'query'>>;
export type RouteBodyInput<R> = Given<Part<R, 'body'>>;

/** The type of the answer's `data`. */
export type RouteAnswer<R> =
  Part<R, 'answer'> extends z.ZodType
    ? z.output<Part<R, 'answer'>>
    : Part<R, 'answer'> extends AnswerType<infer A>
      ? A
      : unknown;

/** Fills `:name` parameters of a path (each value URI-encoded); throws on a missing one. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][\w]*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** True when the answer of a route has a real schema (not a type marker). */
export const hasAnswerSchema = (route: RouteSpec): route is RouteSpec & { answer: z.ZodType } =>
  route.answer instanceof z.ZodType;
