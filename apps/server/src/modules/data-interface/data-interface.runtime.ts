import {
  DATA_INTERFACE_BUILTIN_PARAMS,
  readDotPath,
  type DataInterfaceApi,
  type DataInterfaceConfig,
  type DataInterfaceParam,
  type DataInterfaceParamValue,
  type DataInterfaceRecord,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { SafeHttpError, safeFetch } from '../../lib/safe-http';
import type { SqlReader } from './sql-runner';
import { bindPlaceholders } from './sql-text';

/** What one run needs to know of an interface (a stored row or an unsaved draft). */
export interface RunnableInterface {
  type: number;
  config: DataInterfaceConfig;
  params: DataInterfaceParam[];
  responsePath: string | null;
  timeLimitMs: number;
  rowLimit: number;
}

/** The caller and paging of a run. */
export interface RunContext {
  userId: string;
  organizeId: string | null;
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  showKey?: string;
  showValue?: string;
  formId?: string;
  paramList: DataInterfaceParamValue[];
}

/** Rows of a run. */
export interface RunResult {
  rows: DataInterfaceRecord[];
  truncated: boolean;
}

const PLACEHOLDER = /@([A-Za-z_][A-Za-z0-9_]*)/g;

/** Placeholder names a template text uses. */
export const templateNames = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);

/** Whether an interface's templates use `@keyword` (then it filters by itself). */
export function usesKeyword(item: RunnableInterface, dialect: DialectName): boolean {
  if (item.type === 1) {
    try {
      return bindPlaceholders(item.config.sqlData.sql, dialect).names.includes('keyword');
    } catch {
      return false;
    }
  }
  if (item.type === 3)
    return apiTemplates(item.config.apiData).some((t) => templateNames(t).includes('keyword'));
  return false;
}

/** Every text of an API interface that may hold placeholders. */
export const apiTemplates = (api: DataInterfaceApi) => [
  ...api.header.map((h) => h.value),
  ...api.query.map((q) => q.value),
  api.body,
];

function typed(param: DataInterfaceParam, raw: unknown): unknown {
  if (raw === null || raw === undefined || raw === '') return null;
  const bad = () => badRequest('diParamType', { name: param.field, type: param.dataType });
  switch (param.dataType) {
    case 'int':
    case 'bigint': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isSafeInteger(n)) throw bad();
      return n;
    }
    case 'decimal': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(n)) throw bad();
      return n;
    }
    case 'datetime': {
      const n =
        typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : Date.parse(String(raw));
      if (!Number.isFinite(n)) throw bad();
      return n;
    }
    default:
      if (typeof raw === 'object') throw bad();
      return String(raw).slice(0, 2000);
  }
}

/** The values of every placeholder: built-ins from the context, declared parameters typed and defaulted. */
export function placeholderValues(item: RunnableInterface, ctx: RunContext): Record<string, unknown> {
  const currentPage = ctx.currentPage ?? 1;
  const pageSize = ctx.pageSize ?? item.rowLimit;
  const values: Record<string, unknown> = {
    currentPage,
    pageSize,
    offset: (currentPage - 1) * pageSize,
    keyword: ctx.keyword ?? '',
    showKey: ctx.showKey ?? null,
    showValue: ctx.showValue ?? null,
    userId: ctx.userId,
    organizeId: ctx.organizeId,
    formId: ctx.formId ?? null,
  };
  const given = new Map<string, unknown>();
  for (const p of ctx.paramList) {
    const value = p.value !== undefined ? p.value : p.defaultValue;
    if (value !== undefined) given.set(p.field, value);
  }
  for (const param of item.params) {
    let value = typed(param, given.get(param.field));
    if (
      value === null &&
      param.defaultValue !== undefined &&
      param.defaultValue !== null &&
      param.defaultValue !== ''
    )
      value = typed(param, param.defaultValue);
    if (value === null && param.required)
      throw badRequest('diParamRequired', { name: param.fieldName || param.field });
    values[param.field] = value;
  }
  return values;
}

/** Placeholders a template uses that are neither built-in nor declared. */
export function unknownNames(names: string[], params: DataInterfaceParam[]): string[] {
  const known = new Set<string>([...DATA_INTERFACE_BUILTIN_PARAMS, ...params.map((p) => p.field)]);
  return names.filter((n) => !known.has(n));
}

/** Parses static data: a JSON array of objects. */
export function parseStatic(text: string): DataInterfaceRecord[] {
  let value: unknown;
  try {
    value = JSON.parse(text || '[]');
  } catch {
    throw badRequest('diStaticInvalid');
  }
  if (!Array.isArray(value) || value.some((r) => r === null || typeof r !== 'object' || Array.isArray(r)))
    throw badRequest('diStaticInvalid');
  return value as DataInterfaceRecord[];
}

const fill = (text: string, values: Record<string, unknown>) =>
  text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] === null ? '' : String(values[name])) : whole,
  );

/** A JSON template with placeholders replaced inside string values only (a lone "@x" takes x's type). */
function fillJson(value: unknown, values: Record<string, unknown>): unknown {
  if (typeof value === 'string') {
    const lone = /^@([A-Za-z_][A-Za-z0-9_]*)$/.exec(value);
    if (lone && Object.hasOwn(values, lone[1]!)) return values[lone[1]!];
    return fill(value, values);
  }
  if (Array.isArray(value)) return value.map((v) => fillJson(v, values));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillJson(v, values)]));
  return value;
}

function httpError(error: unknown) {
  if (!(error instanceof SafeHttpError)) return error;
  if (error.reason === 'protocol') return badRequest('diUrlInvalid');
  if (error.reason === 'blocked') return badRequest('diUrlBlocked', { host: error.host });
  return badRequest('diHttpFailed', { error: error.reason });
}

async function runApi(
  item: RunnableInterface,
  values: Record<string, unknown>,
  allowedHosts: readonly string[],
): Promise<RunResult> {
  const api = item.config.apiData;
  let url: URL;
  try {
    url = new URL(api.url);
  } catch {
    throw badRequest('diUrlInvalid');
  }
  // Parameters never reach the address itself: only query values, header values and the body.
  for (const q of api.query) url.searchParams.append(q.field, fill(q.value, values));
  const headers: Record<string, string> = {};
  for (const h of api.header) headers[h.field] = fill(h.value, values).replace(/[\r\n]/g, '');
  let body: string | undefined;
  if (api.method === 2 && api.bodyType !== 0) {
    if (api.bodyType === 3) {
      body = fill(api.body, values);
      headers['content-type'] ??= 'text/plain; charset=utf-8';
    } else {
      let template: unknown;
      try {
        template = JSON.parse(api.body || '{}');
      } catch {
        throw badRequest('diHttpFailed', { error: 'body is not JSON' });
      }
      const filled = fillJson(template, values);
      if (api.bodyType === 1) {
        body = JSON.stringify(filled);
        headers['content-type'] ??= 'application/json';
      } else {
        const form = new URLSearchParams();
        for (const [k, v] of Object.entries((filled ?? {}) as Record<string, unknown>))
          form.append(
            k,
            v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
          );
        body = form.toString();
        headers['content-type'] ??= 'application/x-www-form-urlencoded';
      }
    }
  }
  const answer = await safeFetch(url.toString(), {
    method: api.method === 2 ? 'POST' : 'GET',
    headers,
    body,
    timeoutMs: item.timeLimitMs,
    maxBytes: 5 * 1024 * 1024,
    allowedHosts,
  }).catch((error: unknown) => {
    throw httpError(error);
  });
  if (answer.status < 200 || answer.status >= 300)
    throw badRequest('diHttpFailed', { error: `HTTP ${answer.status}` });
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    throw badRequest('diHttpFailed', { error: 'the answer is not JSON' });
  }
  const list = readDotPath(parsed, item.responsePath);
  if (!Array.isArray(list)) throw badRequest('diResponseNotArray', { path: item.responsePath || '/' });
  const rows = list.filter(
    (r): r is DataInterfaceRecord => r !== null && typeof r === 'object' && !Array.isArray(r),
  );
  return { rows: rows.slice(0, item.rowLimit), truncated: rows.length > item.rowLimit };
}

/** Runs an interface once and answers its rows (capped at its row limit). */
export async function runInterface(
  deps: { db: Kysely<DB>; dialect: DialectName; allowedHosts: readonly string[]; sqlReader: SqlReader },
  item: RunnableInterface,
  ctx: RunContext,
): Promise<RunResult> {
  const values = placeholderValues(item, ctx);
  if (item.type === 1) {
    const r = await deps.sqlReader.run(item.config.sqlData.sql, values, item, ctx.userId);
    return { rows: r.rows, truncated: r.truncated };
  }
  if (item.type === 2) {
    const rows = parseStatic(item.config.staticData);
    return { rows: rows.slice(0, item.rowLimit), truncated: rows.length > item.rowLimit };
  }
  return runApi(item, values, deps.allowedHosts);
}
