import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const isZod = (schema: unknown): schema is z.ZodType => schema instanceof z.ZodType;

/** Validates route schemas written with zod; output is plain JSON.stringify of the envelope. */
export function registerZod(app: FastifyInstance): void {
  app.setValidatorCompiler(({ schema }) => {
    if (!isZod(schema)) throw new Error('route schemas must be zod schemas');
    return (data: unknown) => {
      const result = schema.safeParse(data, { reportInput: true });
      return result.success ? { value: result.data } : { error: result.error };
    };
  });
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

/** JSON Schema (input side) of a zod schema; other values pass through, failures answer `{}`. */
export function toJson(schema: unknown): unknown {
  if (!isZod(schema)) return schema;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** Swagger `transform`: turns each zod part of a route schema into JSON Schema for the OpenAPI doc. */
export function zodToOpenApi({ schema, url }: { schema: Record<string, unknown> | undefined; url: string }) {
  if (!schema) return { schema: {}, url };
  const out: Record<string, unknown> = {};
  for (const [part, value] of Object.entries(schema)) {
    out[part] = ['body', 'querystring', 'params', 'headers'].includes(part) ? toJson(value) : value;
  }
  return { schema: out, url };
}
