import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely, Migration } from 'kysely';
import type { AppConfig } from '../config/env';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { MenuSeed } from '../db/seed-data/menus';
import type { Ctx } from '../db/seed-helpers';
import type { AreaSeedScope } from '../db/seed-areas';
import type { PushBus } from '../lib/push';
import type { RateLimiter } from '../lib/rate-limit';
import type { RecordReader, RecordReaders } from '../lib/record-readers';
import type { RouteMenuResolver } from '../plugins/types';
import type { JobDefinition, JobRegistry } from './jobs';

/** What the composition root gives every module before any module's services exist. */
export interface PlatformServices {
  config: AppConfig;
  db: Kysely<DB>;
  dialect: DialectName;
  /** Present when REDIS_URL is set (shared counters, cross-instance fan-out). */
  redis?: Redis;
  /** The app's logger. */
  logger: FastifyBaseLogger;
  /** The sign-in rate limit (Redis-backed when Redis is configured). */
  limiter: RateLimiter;
  /** Socket delivery; a no-op until the socket module replaces it, so read it at each use. */
  push: PushBus;
  /** Resource -> "may this caller read record id?", filled from the modules' `recordReaders`. */
  records: RecordReaders;
  /** Jobs the scheduler can run, filled from the modules' `jobs`. */
  jobs: JobRegistry;
  /** Owner kind -> "may this caller read thing id?" for the files attached to it (ADR 0022), from the modules' `fileReaders`. */
  fileReaders: RecordReaders;
}

/** Options the root registers each module route plugin with. */
export interface ModuleRouteOptions<S> {
  /** The services the route plugin needs (the root passes all of them). */
  services: S;
  /** Prefix of Redis keys and channels (default `tessera:`); tests make it unique. */
  redisPrefix?: string;
}

/** A route plugin of a module: reads what it needs from `options.services`. */
export type ModuleRoutes<S> = FastifyPluginAsync<ModuleRouteOptions<S>>;

/** Options of a seed run. */
export interface SeedOptions {
  /** How many administrative divisions to load (tests load a sample). */
  areas?: AreaSeedScope;
}

/** What a module seed receives: the seed transaction, its clock and the run's options. */
export interface SeedContext extends Ctx {
  options: SeedOptions;
}

/** Menus a module adds to the seeded menu tree, as children of an existing menu. */
export interface MenuContribution {
  /** The system the parent menu belongs to. */
  system: 'mainSystem' | 'oaSystem';
  /** `enCode` of the parent menu; the entries are appended to its children. */
  parent: string;
  menus: readonly MenuSeed[];
}

/**
 * A server module's self-description, listed once in `modules/index.ts`. `Needs` are the services
 * it builds on (of the platform and of modules listed before it), `Provides` the ones it adds.
 */
export interface ServerModule<Name extends string = string, Needs = object, Provides = object> {
  name: Name;
  /** Builds the module's services; `deps` is the live services object (read `push` at use time). */
  services?: (deps: Needs) => Provides;
  /** The module's Fastify route plugins, registered in this order. */
  routes?: readonly ModuleRoutes<NoInfer<Needs & Provides>>[];
  /** Migrations by name; the name's `NNNN-` prefix states the global order (ADR 0015). */
  migrations?: Readonly<Record<string, Migration>>;
  /** Idempotent fictitious data, run inside the seed transaction after the core seed. */
  seed?: (ctx: SeedContext) => Promise<void>;
  /**
   * Idempotent example data that needs the module's services (e.g. a release, which makes tables
   * in transactions of its own): run on the built app right after a seed at start.
   */
  seedWithServices?: (services: NoInfer<Needs & Provides>) => Promise<void>;
  /** Menus the module adds to the seeded tree. */
  menus?: readonly MenuContribution[];
  /** Readers of the module's records by resource (menu code), for print data and the like. */
  recordReaders?: (services: NoInfer<Needs & Provides>) => Readonly<Record<string, RecordReader>>;
  /** Per-request permission resolvers by name, for `{resolve: name}` routes. */
  resolvers?: (services: NoInfer<Needs & Provides>) => Readonly<Record<string, RouteMenuResolver>>;
  /** Background jobs over the module's own tables (scheduled by the scheduling module). */
  jobs?: (services: NoInfer<Needs & Provides>) => readonly JobDefinition[];
  /** Who may read the files attached to the module's things, by owner kind (`base_file.belongs_kind`). */
  fileReaders?: (services: NoInfer<Needs & Provides>) => Readonly<Record<string, RecordReader>>;
}

/** Declares a module; the types of `services`' parameter and answer become its `Needs` and `Provides`. */
export function defineModule<const Name extends string, Needs = object, Provides = object>(
  module: ServerModule<Name, Needs, Provides>,
): ServerModule<Name, Needs, Provides> {
  return module;
}

/** What a module needs. */
export type NeedsOf<M> = M extends { services?: (deps: infer N) => unknown } ? N : object;

/** What a module provides. */
export type ProvidesOf<M> = M extends { services?: (deps: never) => infer P } ? P : object;

type Intersect<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every service the listed modules provide, on top of the platform's. */
export type ServicesOf<Ms extends readonly unknown[]> = PlatformServices & Intersect<ProvidesOf<Ms[number]>>;

/**
 * `'ok'` when every module in the list only needs services of the platform and of the modules
 * before it; otherwise a tuple naming the first module placed too early.
 */
export type ModuleOrder<Ms extends readonly unknown[], Have = PlatformServices> = Ms extends readonly [
  infer Head,
  ...infer Tail,
]
  ? [Have] extends [NeedsOf<Head>]
    ? ModuleOrder<Tail, Have & ProvidesOf<Head>>
    : ['listed before a module it needs', Head extends { name: infer N } ? N : never]
  : 'ok';

/** Any module, as the root loops over them (each one's own types were checked where it is defined). */
export interface AnyServerModule {
  name: string;
  services?: (deps: never) => object;
  routes?: readonly ModuleRoutes<never>[];
  migrations?: Readonly<Record<string, Migration>>;
  seed?: (ctx: SeedContext) => Promise<void>;
  seedWithServices?: (services: never) => Promise<void>;
  menus?: readonly MenuContribution[];
  recordReaders?: (services: never) => Readonly<Record<string, RecordReader>>;
  resolvers?: (services: never) => Readonly<Record<string, RouteMenuResolver>>;
  jobs?: (services: never) => readonly JobDefinition[];
  fileReaders?: (services: never) => Readonly<Record<string, RecordReader>>;
}
