import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  HOSTILE_BODIES,
  HOSTILE_HEADERS,
  HOSTILE_NUMBERS,
  HOSTILE_PATH_VALUES,
  HOSTILE_QUERIES,
  HOSTILE_SHAPES,
  HOSTILE_STRINGS,
  sample,
  seeded,
} from './corpus';

/** A JSON Schema node as zod's `toJSONSchema` writes it (only the parts the generator reads). */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  default?: unknown;
}

/** One hostile request against one route. */
export interface HostileCase {
  name: string;
  options: InjectOptions;
}

const typeOf = (schema: JsonSchema): string | undefined => {
  const types = [schema.type ?? []].flat().filter((t) => t !== 'null');
  return types[0];
};

/** A plausible valid value for a schema: required properties only, minimal lengths. */
export function sampleValue(
  schema: JsonSchema | undefined,
  root: JsonSchema | undefined = schema,
  depth = 0,
): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? '';
    return sampleValue(root?.$defs?.[name], root, depth + 1);
  }
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const option = schema.anyOf ?? schema.oneOf;
  if (option?.length) return sampleValue(option.find((o) => o.type !== 'null') ?? option[0], root, depth + 1);
  if (schema.allOf?.length) return sampleValue(schema.allOf[0], root, depth + 1);
  switch (typeOf(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        out[key] = sampleValue(schema.properties?.[key], root, depth + 1);
      return out;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items, root, depth + 1));
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case 'boolean':
      return false;
    default:
      return 'a';
  }
}

/** Hostile values for a field of a given schema type: mostly its own kind, some swapped. */
function hostileValues(random: () => number, schema: JsonSchema | undefined): unknown[] {
  const type = schema ? typeOf(schema) : undefined;
  if (type === 'integer' || type === 'number')
    return [
      ...sample(random, HOSTILE_NUMBERS, 3),
      ...sample(random, HOSTILE_STRINGS, 2),
      ...sample(random, HOSTILE_SHAPES, 1),
    ];
  if (type === 'array')
    return [
      sample(random, HOSTILE_STRINGS, 3),
      Array(2000).fill('a'),
      ...sample(random, HOSTILE_SHAPES, 2),
      'text',
    ];
  if (type === 'object' || type === 'boolean')
    return [...sample(random, HOSTILE_SHAPES, 2), ...sample(random, HOSTILE_STRINGS, 2), 1];
  return [
    ...sample(random, HOSTILE_STRINGS, 4),
    ...sample(random, HOSTILE_NUMBERS, 1),
    ...sample(random, HOSTILE_SHAPES, 1),
  ];
}

const fillPath = (url: string, value: (name: string) => string) =>
  url.replace(/:([A-Za-z]+)/g, (_whole, name: string) => value(name)).replace(/\*$/, 'x');

/** Percent-encodes text; a lone surrogate becomes its three (invalid) UTF-8-style bytes. */
const encode = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[^]/gu, (ch) => {
    if (ch.length === 1 && ch >= '\uD800' && ch <= '\uDFFF') {
      const c = ch.charCodeAt(0);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(ch);
  });

const querystring = (values: Record<string, unknown>) =>
  Object.entries(values)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

const LONG_TEXT = 'x'.repeat(5000);

const resolve = (schema: JsonSchema | undefined, root: JsonSchema): JsonSchema | undefined => {
  if (!schema) return undefined;
  if (schema.$ref) return root.$defs?.[schema.$ref.split('/').pop() ?? ''];
  const option = schema.anyOf ?? schema.oneOf;
  return option ? (option.find((o) => o.type !== 'null') ?? schema) : schema;
};

/** Body fields to mutate: the top-level properties and those of nested objects. */
function fieldPaths(root: JsonSchema): { path: string[]; schema: JsonSchema | undefined }[] {
  const out: { path: string[]; schema: JsonSchema | undefined }[] = [];
  for (const [key, value] of Object.entries(resolve(root, root)?.properties ?? {})) {
    const schema = resolve(value, root);
    out.push({ path: [key], schema });
    for (const [sub, subValue] of Object.entries(schema?.properties ?? {}))
      out.push({ path: [key, sub], schema: resolve(subValue, root) });
  }
  return out;
}

/** A copy of the valid body with one (possibly nested) field replaced. */
function withValue(root: JsonSchema, base: object, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const [key, sub] = path as [string, string | undefined];
  if (sub === undefined) return { ...copy, [key]: value };
  const parent = copy[key] ?? sampleValue(resolve(root.properties?.[key], root), root);
  return { ...copy, [key]: { ...(parent as object), [sub]: value } };
}

/** The route's schema parts as JSON Schema (from the app's side table). */
export interface RouteSchemas {
  body?: JsonSchema;
  querystring?: JsonSchema;
}

/**
 * The hostile cases of one route, sampled deterministically from the corpus by the route's key:
 * path values, raw and schema-driven query strings, whole bodies and one-field body mutations.
 */
export function hostileCases(method: string, url: string, schemas: RouteSchemas): HostileCase[] {
  const random = seeded(`${method} ${url}`);
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const cases: HostileCase[] = [];
  const plainUrl = fillPath(url, () => 'x1');
  const baseBody = schemas.body ? sampleValue(schemas.body) : {};
  const json = (payload: unknown) => ({
    'content-type': 'application/json',
    payload: JSON.stringify(payload),
  });
  const bodyOptions = (payload: unknown) => {
    if (!hasBody) return {};
    const { payload: text } = json(payload);
    return { headers: { 'content-type': 'application/json' }, payload: text };
  };

  if (url.includes(':')) {
    for (const value of sample(random, HOSTILE_PATH_VALUES, 4))
      cases.push({
        name: `path ${value.slice(0, 20)}`,
        options: { method, url: fillPath(url, () => value), ...bodyOptions(baseBody) },
      });
  }
  for (const raw of sample(random, HOSTILE_QUERIES, 2))
    cases.push({
      name: `query ${raw.slice(0, 20)}`,
      options: { method, url: `${plainUrl}?${raw}`, ...bodyOptions(baseBody) },
    });

  for (const headers of sample(random, HOSTILE_HEADERS, 2)) {
    const body = bodyOptions(baseBody);
    cases.push({
      name: `header ${Object.keys(headers).join()}`,
      options: { method, url: plainUrl, ...body, headers: { ...body.headers, ...headers } },
    });
  }
  if (hasBody)
    cases.push({
      name: 'JSON in an unsupported charset',
      options: {
        method,
        url: plainUrl,
        headers: { 'content-type': 'application/json; charset=utf-32' },
        payload: '{}',
      },
    });
  const queryProps = schemas.querystring?.properties ?? {};
  const baseQuery = (schemas.querystring ? sampleValue(schemas.querystring) : {}) as Record<string, unknown>;
  for (const key of sample(random, Object.keys(queryProps), 4)) {
    for (const value of sample(random, hostileValues(random, queryProps[key]), 2)) {
      cases.push({
        name: `query ${key}=${String(JSON.stringify(value)).slice(0, 20)}`,
        options: {
          method,
          url: `${plainUrl}?${querystring({ ...baseQuery, [key]: value })}`,
          ...bodyOptions(baseBody),
        },
      });
    }
  }
  if (!hasBody) return cases;

  const multipart = HOSTILE_BODIES.filter((b) => b.contentType.startsWith('multipart'));
  const others = HOSTILE_BODIES.filter((b) => !multipart.includes(b));
  // every route meets the malformed uploads (upload routes are not marked in the route table)
  for (const body of [...multipart, ...sample(random, others, 4)])
    cases.push({
      name: `body: ${body.name}`,
      options: {
        method,
        url: plainUrl,
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      },
    });
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody) && schemas.body) {
    for (const field of sample(random, fieldPaths(schemas.body), 8)) {
      // a long text in every text field (columns have lengths), plus a sample of the rest
      const values = sample(random, hostileValues(random, field.schema), 2);
      if (typeOf(field.schema ?? {}) === 'string') values.push(LONG_TEXT);
      for (const value of values) {
        cases.push({
          name: `body ${field.path.join('.')}=${String(JSON.stringify(value)).slice(0, 20)}`,
          options: {
            method,
            url: plainUrl,
            ...bodyOptions(withValue(schemas.body, baseBody, field.path, value)),
          },
        });
      }
    }
    cases.push({
      name: 'body with unknown keys',
      options: {
        method,
        url: plainUrl,
        ...bodyOptions({ ...baseBody, zzUnknown: 'x', id: 'x1', isAdministrator: 1 }),
      },
    });
  }
  return cases;
}

/** The outcome of one request: the HTTP answer, or a timeout. */
export type Outcome =
  | { timedOut: true }
  | {
      timedOut: false;
      status: number;
      contentType: string;
      body: string;
      envelope: { code: number; msg: string; data: unknown } | null;
    };

/** Sends a request with a time limit; parses the envelope when there is one. */
export async function send(
  app: FastifyInstance,
  options: InjectOptions,
  timeoutMs = 10_000,
): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  const res = await Promise.race([app.inject(options), timeout]);
  clearTimeout(timer);
  if (res === 'timeout') return { timedOut: true };
  const contentType = String(res.headers['content-type'] ?? '');
  let envelope = null;
  if (contentType.startsWith('application/json')) {
    try {
      const parsed = JSON.parse(res.body) as Record<string, unknown>;
      if (typeof parsed.code === 'number' && typeof parsed.msg === 'string' && 'data' in parsed)
        envelope = parsed as { code: number; msg: string; data: unknown };
    } catch {
      envelope = null;
    }
  }
  return { timedOut: false, status: res.statusCode, contentType, body: res.body.slice(0, 300), envelope };
}
