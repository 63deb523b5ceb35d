import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The server-boundary rule ids reported for `code` linted as if it lived at `file` (relative to the root). */
async function boundaryRules(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .map((m) => m.ruleId ?? m.message)
    .filter((id) => id.startsWith('tessera-server/'));
}

describe('server boundaries', () => {
  it('refuses a kysely value import outside repositories and db/', async () => {
    const code = "import { sql } from 'kysely';\nexport const one = sql`select 1`;\n";
    expect(await boundaryRules('apps/server/src/modules/widgets/widgets.service.ts', code)).toEqual([
      'tessera-server/server-kysely-values',
    ]);
    expect(await boundaryRules('apps/server/src/modules/widgets/widgets.repository.ts', code)).toEqual([]);
    expect(await boundaryRules('apps/server/src/db/widgets.ts', code)).toEqual([]);
  });

  it('lets a type-only kysely import through anywhere', async () => {
    const code = "import type { Kysely } from 'kysely';\nexport type Db = Kysely<object>;\n";
    expect(await boundaryRules('apps/server/src/modules/widgets/widgets.service.ts', code)).toEqual([]);
  });

  it("refuses another module's repository and allows the module's own", async () => {
    const foreign = "export { listGadgets } from '../gadgets/gadgets.repository';\n";
    const own = "export { listWidgets } from './widgets.repository';\n";
    const service = "export { GadgetsService } from '../gadgets/gadgets.service';\n";
    const file = 'apps/server/src/modules/widgets/widgets.service.ts';
    expect(await boundaryRules(file, foreign)).toEqual(['tessera-server/server-module-repositories']);
    expect(await boundaryRules(file, own)).toEqual([]);
    expect(await boundaryRules(file, service)).toEqual([]);
  });

  it('refuses statements built outside repositories', async () => {
    const code = "export const all = (db: { selectFrom(t: string): unknown }) => db.selectFrom('widget');\n";
    expect(await boundaryRules('apps/server/src/modules/widgets/widgets.service.ts', code)).toEqual([
      'tessera-server/server-queries',
    ]);
    expect(await boundaryRules('apps/server/src/modules/widgets/widgets.repository.ts', code)).toEqual([]);
  });

  it('refuses a transaction opened by a repository or a route, not by a service', async () => {
    const code = 'export const run = (db: { transaction(): unknown }) => db.transaction();\n';
    const rule = ['tessera-server/server-transactions'];
    expect(await boundaryRules('apps/server/src/modules/widgets/widgets.repository.ts', code)).toEqual(rule);
    expect(await boundaryRules('apps/server/src/modules/widgets/widgets.routes.ts', code)).toEqual(rule);
    expect(await boundaryRules('apps/server/src/modules/widgets/widgets.service.ts', code)).toEqual([]);
  });

  it('leaves tests free to build fixtures', async () => {
    const code =
      "import { sql } from 'kysely';\nexport const q = (db: { selectFrom(t: string): unknown }) => [sql, db.selectFrom('w')];\n";
    expect(await boundaryRules('apps/server/src/modules/widgets/widgets.test.ts', code)).toEqual([]);
  });
});
