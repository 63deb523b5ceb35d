import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase, type Database } from '../src/db/database';
import { toJson } from '../src/plugins/zod';
import { testConfig } from './helpers/dialects';

interface ContractRoute {
  method: string;
  url: string;
  auth: unknown;
  params?: string;
  query?: string;
  body?: string;
}

const contract = JSON.parse(readFileSync(path.join(import.meta.dirname, 'route-contract.json'), 'utf8')) as {
  added: string[];
  routes: ContractRoute[];
};

const part = (schema: unknown) => (schema === undefined ? undefined : JSON.stringify(toJson(schema)));

describe('the route contract', () => {
  let dir: string;
  let database: Database;
  let app: FastifyInstance;
  let live: Map<string, ContractRoute>;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-contract-'));
    database = createDatabase({ dataDir: dir });
    app = await buildApp({ config: testConfig({ DATA_DIR: dir }), database, logger: false });
    await app.ready();
    live = new Map(
      app.routeTable.map(({ method, url, auth }) => {
        const schema = (app.routeSchemas.get(`${method} ${url}`) ?? {}) as Record<string, unknown>;
        const route = {
          method,
          url,
          auth,
          params: part(schema.params),
          query: part(schema.querystring),
          body: part(schema.body),
        };
        return [`${method} ${url}`, route];
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every route of the contract: same method, path, permission and request schemas', () => {
    const changed = contract.routes.flatMap((expected) => {
      const actual = live.get(`${expected.method} ${expected.url}`);
      if (!actual) return [`${expected.method} ${expected.url}: gone`];
      return (['auth', 'params', 'query', 'body'] as const)
        .filter((field) => JSON.stringify(actual[field]) !== JSON.stringify(expected[field]))
        .map((field) => `${expected.method} ${expected.url}: ${field} changed`);
    });
    expect(changed).toEqual([]);
  });

  it('adds no route that is not listed as deliberately added', () => {
    const known = new Set([...contract.routes.map((r) => `${r.method} ${r.url}`), ...contract.added]);
    expect([...live.keys()].filter((key) => !known.has(key))).toEqual([]);
  });
});
