import { z } from 'zod';
import type { AnswerType, RouteSpec } from './route-spec';

export * from './route-spec';

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

/** True when the answer of a route has a real schema (not a type marker). */
export const hasAnswerSchema = (route: RouteSpec): route is RouteSpec & { answer: z.ZodType } =>
  route.answer instanceof z.ZodType;
