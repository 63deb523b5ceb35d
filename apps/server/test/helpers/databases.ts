import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import { createDatabase, type Database, type DialectName } from '../../src/db/database';
import { testDialects } from './dialects';

/** What a database-only test block gets: an empty database (no migrations, no app). */
export interface DatabaseContext {
  dialect: DialectName;
  database: Database;
  /** Another handle on the same database (a second pool, as a second server instance would have). */
  openAnother(): Database;
}

/**
 * Runs a block once per dialect against an empty database: a SQLite file in a temporary folder,
 * or a random PostgreSQL schema when TEST_DATABASE_URL is set. Lighter than `describeEachDialect`
 * for code that needs only a database.
 */
export function describeEachDatabase(name: string, body: (ctx: DatabaseContext) => void): void {
  for (const dialect of testDialects()) {
    describe(`${name} [${dialect}]`, () => {
      const ctx = { dialect } as DatabaseContext;
      const handles: Database[] = [];
      let cleanup = async () => {};
      beforeAll(async () => {
        if (dialect === 'sqlite') {
          const dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-db-'));
          const file = path.join(dir, 'tessera.db');
          ctx.openAnother = () => {
            const handle = createDatabase({ sqliteFile: file });
            handles.push(handle);
            return handle;
          };
          cleanup = async () => rmSync(dir, { recursive: true, force: true });
        } else {
          const url = process.env.TEST_DATABASE_URL!;
          const schema = `t_${randomBytes(6).toString('hex')}`;
          const admin = createDatabase({ databaseUrl: url });
          await sql.raw(`create schema ${schema}`).execute(admin.db);
          ctx.openAnother = () => {
            const handle = createDatabase({ databaseUrl: url, searchPath: schema });
            handles.push(handle);
            return handle;
          };
          cleanup = async () => {
            await sql.raw(`drop schema ${schema} cascade`).execute(admin.db);
            await admin.db.destroy();
          };
        }
        ctx.database = ctx.openAnother();
      });
      afterAll(async () => {
        for (const handle of handles) await handle.db.destroy();
        await cleanup();
      });
      body(ctx);
    });
  }
}
