import type { DynamicField, DynamicTable } from '@tessera/shared';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/databases';
import { AppError } from '../../lib/errors';
import { readLiveTable } from './catalogue';
import { applySchema } from './schema-apply';

const EVERY_KIND: DynamicField[] = [
  { name: 'title', kind: 'string', length: 50, unique: true },
  { name: 'body', kind: 'text' },
  { name: 'quantity', kind: 'integer', indexed: true },
  { name: 'big', kind: 'bigint' },
  { name: 'amount', kind: 'decimal', precision: 12, scale: 2 },
  { name: 'paid', kind: 'boolean' },
  { name: 'happenedAt', kind: 'datetime' },
  { name: 'dueDate', kind: 'date' },
  { name: 'extra', kind: 'json' },
];

const lines: DynamicTable = {
  name: 'dyn_claim_line',
  fields: [{ name: 'item', kind: 'string', length: 20 }],
  parent: { table: 'dyn_claim', foreignKey: 'claimId' },
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw error instanceof Error ? error : new Error('not refused');
  return error as AppError;
}

async function insertRow(db: Kysely<unknown>, id: string, values: Record<string, string | number | null>) {
  const names = ['id', 'created_at', ...Object.keys(values)].map((n) => sql.raw(`"${n}"`));
  const bound = [id, Date.now(), ...Object.values(values)].map((v) => sql.val(v));
  await sql`insert into "dyn_claim" (${sql.join(names)}) values (${sql.join(bound)})`.execute(db);
}

describeEachDatabase('runtime table schema', (ctx) => {
  /** The fields as the tests leave them (each test starts from the previous one's table). */
  let current = EVERY_KIND;
  const main = (fields: DynamicField[] = current): DynamicTable => ({ name: 'dyn_claim', fields });
  const db = () => ctx.database.db as unknown as Kysely<unknown>;
  const apply = (t: DynamicTable) => applySchema(db(), ctx.dialect, t);
  const columnsOf = async (table: string) => {
    const live = await readLiveTable(db(), ctx.dialect, table);
    return new Map(live?.columns.map((c) => [c.name, c.storage]));
  };

  it('creates a table with every field kind, the standard columns and a sub-table', async () => {
    expect((await apply(main())).created).toBe(true);
    expect((await apply(lines)).created).toBe(true);
    const columns = await columnsOf('dyn_claim');
    expect([...columns.keys()]).toEqual([
      'id',
      'created_at',
      'created_by',
      'updated_at',
      'updated_by',
      'deleted_at',
      'deleted_by',
      'organize_id',
      'version',
      ...EVERY_KIND.map((f) => f.name),
    ]);
    expect(columns.get('title')).toEqual({ type: 'varchar', length: 50 });
    expect(columns.get('amount')).toEqual({ type: 'numeric', precision: 12, scale: 2 });
    expect(columns.get('happenedAt')).toEqual({ type: 'bigint' });
    expect(columns.get('extra')).toEqual({ type: 'json' });
    expect((await columnsOf('dyn_claim_line')).get('claimId')).toEqual({ type: 'varchar', length: 32 });
  });

  it('finds nothing to do when the description has not changed', async () => {
    const result = await apply(main());
    expect(result.created).toBe(false);
    expect(result.changes).toEqual([]);
  });

  it('adds a field and widens a string that holds data, keeping the data', async () => {
    await insertRow(db(), 'r1', { title: 'first', quantity: 3 });
    current = [
      ...EVERY_KIND.map((f) => (f.name === 'title' ? { ...f, length: 200 } : f)),
      { name: 'note', kind: 'string', length: 10 },
    ];
    const result = await apply(main());
    expect(result.changes.map((c) => c.kind)).toContain('alterColumn');
    const columns = await columnsOf('dyn_claim');
    expect(columns.get('title')).toEqual({ type: 'varchar', length: 200 });
    expect(columns.get('note')).toEqual({ type: 'varchar', length: 10 });
    const { rows } = await sql<{ title: string }>`select "title" from "dyn_claim" where "id" = 'r1'`.execute(
      db(),
    );
    expect(rows[0]?.title).toBe('first');
  });

  it('refuses to narrow a field that holds data, naming the field', async () => {
    const narrower = main(current.map((f) => (f.name === 'title' ? { ...f, length: 5 } : f)));
    const error = await refusal(apply(narrower));
    expect(error.messageKey).toBe('dynamicUnsafeChange');
    expect(error.params).toMatchObject({ field: 'title', from: 'varchar(200)', to: 'varchar(5)' });
    expect((await columnsOf('dyn_claim')).get('title')).toEqual({ type: 'varchar', length: 200 });
  });

  it('changes the kind of a field that holds no value', async () => {
    current = current.map((f): DynamicField => (f.name === 'body' ? { name: 'body', kind: 'integer' } : f));
    await apply(main());
    expect((await columnsOf('dyn_claim')).get('body')).toEqual({ type: 'integer' });
    const { rows } = await sql<{ title: string }>`select "title" from "dyn_claim" where "id" = 'r1'`.execute(
      db(),
    );
    expect(rows[0]?.title).toBe('first');
  });

  it('keeps the column and its data when a field is removed', async () => {
    current = current.filter((f) => f.name !== 'quantity' && f.name !== 'body');
    const result = await apply(main());
    expect(result.changes).toContainEqual({ kind: 'retireColumn', name: 'quantity' });
    const { rows } = await sql<{
      quantity: number;
    }>`select "quantity" from "dyn_claim" where "id" = 'r1'`.execute(db());
    expect(rows[0]?.quantity).toBe(3);
  });

  it('refuses to make a field unique while live rows share a value, naming the field', async () => {
    await apply(main([...current, { name: 'code', kind: 'string', length: 10 }]));
    await insertRow(db(), 'r2', { code: 'same' });
    await insertRow(db(), 'r3', { code: 'same' });
    current = [...current, { name: 'code', kind: 'string', length: 10, unique: true }];
    const error = await refusal(apply(main()));
    expect(error.messageKey).toBe('dynamicUniqueDuplicates');
    expect(error.params).toMatchObject({ field: 'code' });
    await sql`update "dyn_claim" set "deleted_at" = 1 where "id" = 'r3'`.execute(db());
    await apply(main());
  });

  it('refuses to alter a table it did not make', async () => {
    await sql`create table "dyn_foreign" ("id" varchar(32) primary key, "name" text)`.execute(db());
    const error = await refusal(apply({ name: 'dyn_foreign', fields: [{ name: 'name', kind: 'text' }] }));
    expect(error.messageKey).toBe('dynamicTableNotManaged');
  });

  it('refuses hostile names before any SQL is written', async () => {
    for (const name of [
      'select',
      'ORDER',
      '"; drop table x; --',
      'x'.repeat(64),
      'naïve',
      'a b',
      '1st',
      'id',
    ]) {
      await expect(apply(main([{ name, kind: 'text' }]))).rejects.toThrow();
    }
    await expect(apply({ name: 'base_user', fields: [] })).rejects.toThrow();
    expect(await readLiveTable(db(), ctx.dialect, 'base_user')).toBeNull();
  });

  it('serialises two concurrent applies of the same change', async () => {
    // SQLite: one handle per process (a second handle in the same process would block its thread).
    const other = ctx.dialect === 'postgres' ? ctx.openAnother() : ctx.database;
    const wanted = main([...current, { name: 'raced', kind: 'integer', unique: true }]);
    const results = await Promise.all([
      applySchema(db(), ctx.dialect, wanted),
      applySchema(other.db as unknown as Kysely<unknown>, ctx.dialect, wanted),
    ]);
    const added = results.map((r) => r.changes.filter((c) => c.kind === 'addColumn').length);
    expect(added.sort()).toEqual([0, 1]);
    expect((await columnsOf('dyn_claim')).get('raced')).toEqual({ type: 'integer' });
  });

  it('makes and extends a table of 500 fields', async () => {
    const fields: DynamicField[] = Array.from({ length: 500 }, (_, i) => ({
      name: `f${i}`,
      kind: 'string',
      length: 20,
    }));
    await apply({ name: 'dyn_wide', fields });
    await apply({
      name: 'dyn_wide',
      fields: [...fields, { name: 'f500', kind: 'decimal', precision: 10, scale: 2 }],
    });
    expect((await columnsOf('dyn_wide')).size).toBe(9 + 501);
  });
});

describeEachDatabase('runtime table column limit', (ctx) => {
  it('refuses a change that would pass 1,600 columns, counting retired ones', async () => {
    const db = ctx.database.db as unknown as Kysely<unknown>;
    const fields = (prefix: string, count: number): DynamicField[] =>
      Array.from({ length: count }, (_, i) => ({ name: `${prefix}${i}`, kind: 'integer' }));
    await applySchema(db, ctx.dialect, { name: 'dyn_limit', fields: fields('a', 1000) });
    const error = await applySchema(db, ctx.dialect, { name: 'dyn_limit', fields: fields('b', 600) }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).messageKey).toBe('dynamicTooManyColumns');
    await applySchema(db, ctx.dialect, { name: 'dyn_limit', fields: fields('b', 590) });
  });
});

describe('runtime table schema without a database', () => {
  it('refuses two fields that differ only in case', async () => {
    const { dynamicTableSchema } = await import('@tessera/shared');
    const parsed = dynamicTableSchema.safeParse({
      name: 'dyn_x',
      fields: [
        { name: 'userName', kind: 'text' },
        { name: 'username', kind: 'text' },
      ],
    });
    expect(parsed.success).toBe(false);
  });
});
