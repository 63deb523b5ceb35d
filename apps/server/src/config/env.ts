import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { normalizeOrigin } from '../lib/origin';
import { isProxyEntry, type ProxySetting } from '../lib/proxy-trust';

/**
 * The repository root: the nearest folder above this code whose package.json declares the npm
 * workspaces. Found by walking up, so it holds for the sources (tsx) and the compiled bundle in
 * apps/server/dist alike, wherever the server is started from (ADR 0021).
 */
export function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in (JSON.parse(readFileSync(manifest, 'utf8')) as object))
      return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const bool = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      if (['1', 'true', 'yes', 'on'].includes(v)) return true;
      if (['0', 'false', 'no', 'off'].includes(v)) return false;
      ctx.addIssue({ code: 'custom', message: 'expected 1/0, true/false, yes/no or on/off' });
      return z.NEVER;
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: optionalText.transform((v) => (v ? path.resolve(v) : path.join(REPO_ROOT, 'data'))),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'expected a redis:// URL')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WEB_DIST: optionalText.transform((v) => (v ? path.resolve(v) : path.join(REPO_ROOT, 'apps/web/dist'))),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(60),
  /** Largest file a chunked upload may build, in bytes (default 2 GiB). */
  FILE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(2 * 1024 ** 3),
  /** Bytes one user may hold: stored chunked files plus pending chunks (default 10 GiB). */
  FILE_QUOTA_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 1024 ** 3),
  /** Chunked uploads one user may have in progress at once. */
  FILE_MAX_PENDING_UPLOADS: z.coerce.number().int().min(1).default(5),
  /** Chunk requests (check, store) one user may make per minute on one instance. */
  FILE_CHUNK_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Pending chunks older than this many hours are removed by the sweep job. */
  FILE_CHUNK_MAX_AGE_HOURS: z.coerce.number().int().min(1).default(24),
  LOGIN_AES_KEY: z
    .string()
    .default('EY8WePvjM5GGwQzn')
    .refine((v) => Buffer.byteLength(v) === 16, 'must be exactly 16 bytes (AES-128)'),
  ALLOW_DEFAULT_ADMIN_PASSWORD: bool(false),
  /**
   * Reverse proxies whose forwarded headers are believed: off (default); on (the server's peer, when
   * every request comes through one proxy); or comma-separated proxy addresses, CIDR ranges and
   * `loopback` / `linklocal` / `uniquelocal` (proxy-addr's names), for chains of proxies.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((v, ctx): ProxySetting => {
      const word = v?.toLowerCase();
      if (word === undefined || ['', '0', 'false', 'no', 'off'].includes(word)) return false;
      if (['1', 'true', 'yes', 'on'].includes(word)) return true;
      const entries = word
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean);
      const wrong = entries.filter((e) => !isProxyEntry(e));
      if (wrong.length === 0) return entries;
      ctx.addIssue({
        code: 'custom',
        message: `expected off, on or proxy addresses/CIDR ranges; not: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }),
  /** Comma-separated origins (`https://host[:port]`) whose pages may open the socket besides the server's own. */
  SOCKET_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      const origins = new Set<string>();
      for (const entry of v.split(',').map((o) => o.trim())) {
        if (!entry) continue;
        const origin = normalizeOrigin(entry);
        if (origin) origins.add(origin);
        else
          ctx.addIssue({ code: 'custom', message: `not an http(s) origin (scheme://host[:port]): ${entry}` });
      }
      return [...origins];
    }),
  SEED: bool(true),
  /** Where verification codes go: `log` (server log, warn level) or `file:<path>` (one JSON line each). */
  SMS_SENDER: z
    .string()
    .trim()
    .default('log')
    .refine((v) => v === 'log' || /^file:.+/.test(v), 'expected log or file:<path>'),
  /**
   * PostgreSQL: a `postgres://` URL signing in as the read-only role user SQL of data interfaces
   * runs as (README: the SQL to create it). Without it, the role of migration 0010 is used when the
   * application's user may switch to it; without either, SQL data interfaces are refused.
   */
  DATA_INTERFACE_DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL')
      .optional(),
  ),
  /** Comma-separated host names data interfaces may call although they resolve to internal addresses (default none). */
  DATA_INTERFACE_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
  /** Rows one spreadsheet export may hold (0: no limit); a cut export says so to the user. */
  EXPORT_ROW_LIMIT: z.coerce.number().int().min(0).default(0),
  /** Whether this instance runs scheduled jobs (several instances may all run them: each run is claimed once). */
  JOBS_ENABLED: bool(true),
  /** Port of a separate, token-free Prometheus listener (`GET /metrics`); unset or 0: off (ADR 0020). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Address the metrics listener binds to (default loopback: only this machine's scraper reaches it). */
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** Where stored files live: `local` (under DATA_DIR, default) or `s3` (an S3-compatible bucket, for several instances). */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** S3: the service's URL (`https://…`, or `http://` for a private network); unset: AWS itself. */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'expected an http(s):// URL' }).optional(),
  ),
  /** S3: the region the bucket is in (most S3-compatible services accept any). */
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  /** S3: the bucket holding the files (required with FILE_STORAGE=s3). */
  S3_BUCKET: optionalText,
  /** S3: access key id; unset with the secret: the SDK's own credential chain (instance role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optionalText,
  /** S3: secret access key; never logged, never echoed in a configuration error. */
  S3_SECRET_ACCESS_KEY: optionalText,
  /**
   * Key of the signed file links (ADR 0022), at least 32 characters; every instance must share it.
   * Unset: a random key is made into DATA_DIR/file-url.key on first start and read from there.
   */
  FILE_URL_KEY: optionalText.pipe(z.string().min(32, 'at least 32 characters').optional()),
  /** S3: address buckets as `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO and most self-hosted services). */
  S3_FORCE_PATH_STYLE: bool(false),
});

/** Settings that only make sense together, checked after each variable is. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with FILE_STORAGE=s3' });
  if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
});

/** Server configuration, parsed once from the environment. */
export type AppConfig = Readonly<z.infer<typeof envSchema>>;

/** Parses the environment; throws one error listing every bad variable and why. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.fromEntries(Object.keys(envSchema.shape).map((k) => [k, env[k]]));
  const parsed = checkedEnvSchema.safeParse(known);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return Object.freeze(parsed.data);
}
