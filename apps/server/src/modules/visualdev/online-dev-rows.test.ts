import type { DynamicTable } from '@tessera/shared';
import { sql, type Kysely, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/databases';
import { applySchema } from '../../db/dynamic/schema-apply';
import { newId } from '../../lib/ids';
import { selectAfter, type Cursor } from './online-dev-rows.repository';

const CLAIM: DynamicTable = {
  name: 'dyn_export_rows',
  fields: [
    { name: 'title', kind: 'string', length: 50 },
    { name: 'category', kind: 'string', length: 20, indexed: true },
  ],
};

describeEachDatabase('export keyset batches', (ctx) => {
  let db: Kysely<Record<string, Record<string, unknown>>>;
  const expected: string[] = [];

  beforeAll(async () => {
    db = ctx.database.db as unknown as typeof db;
    await applySchema(db as Kysely<unknown>, ctx.dialect, CLAIM);
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      id: newId(),
      created_at: 1000 + i,
      title: `claim ${i}`,
      category: i % 2 ? 'a' : 'b',
      deleted_at: i % 7 === 0 ? 1 : null,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto(CLAIM.name)
        .values(rows.slice(i, i + 500) as never)
        .execute();
    expected.push(...rows.filter((r) => r.category === 'a' && r.deleted_at === null).map((r) => r.id));
  });

  it('walks every live row under the conditions once, in creation order, batch by batch', async () => {
    const where = [sql<boolean>`${sql.ref('category')} = ${'a'}`];
    const seen: string[] = [];
    const sizes: number[] = [];
    for (let after: Cursor | null = null; ;) {
      const batch = await selectAfter(db as Kysely<unknown>, ctx.dialect, CLAIM, where, after, 400);
      sizes.push(batch.rows.length);
      seen.push(...batch.rows.map((r) => String(r.id)));
      if (batch.rows.length < 400) break;
      after = batch.next;
    }
    expect(seen).toEqual(expected);
    expect(sizes).toEqual([400, 400, 271]);
  });

  it('reads a batch under an equality condition from an index, with no sort per batch', async () => {
    if (ctx.dialect !== 'sqlite') return; // PostgreSQL plans by statistics; SQLite sorted every match
    let node: RootOperationNode | undefined;
    const capture: KyselyPlugin = {
      transformQuery: (args) => (node = args.node),
      transformResult: async (args) => args.result,
    };
    const where = [sql<boolean>`${sql.ref('category')} = ${'a'}`];
    await selectAfter(db.withPlugin(capture) as Kysely<unknown>, ctx.dialect, CLAIM, where, 5, 400);
    const compiled = db.getExecutor().compileQuery(node!, { queryId: 'plan' });
    const plan = await db.executeQuery<{ detail: string }>({
      ...compiled,
      sql: `explain query plan ${compiled.sql}`,
    });
    const details = plan.rows.map((r) => r.detail);
    expect(details.join('; ')).toMatch(/USING INDEX/);
    expect(details.join('; ')).not.toMatch(/TEMP B-TREE/);
  });
});
