import type { DynamicField, DynamicTable } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { wantedColumns, wantedIndexes } from './layout';
import { diffSchema, type LiveTable } from './schema-diff';
import { isWidening, sqlType, storageOf, type Storage } from './storage';

const table = (fields: DynamicField[]): DynamicTable => ({ name: 'dyn_t', fields });

/** The live table a description makes, as the catalogue would read it back. */
const liveOf = (t: DynamicTable): LiveTable => ({
  columns: wantedColumns(t).map((c) => ({
    name: c.name,
    storage: c.storage,
    declared: sqlType(c.storage, 'sqlite'),
  })),
  indexes: wantedIndexes(t).map((i) => i.name),
});

/** A field without its name (distributed over the kinds). */
type Spec = DynamicField extends infer F ? (F extends DynamicField ? Omit<F, 'name'> : never) : never;
const s = (field: Spec): Storage => storageOf({ ...field, name: 'x' } as DynamicField);

describe('schema diff', () => {
  it('classifies widening changes as safe and everything else as needing an empty column', () => {
    expect(isWidening(s({ kind: 'string', length: 10 }), s({ kind: 'string', length: 20 }))).toBe(true);
    expect(isWidening(s({ kind: 'string', length: 20 }), s({ kind: 'string', length: 10 }))).toBe(false);
    expect(isWidening(s({ kind: 'string', length: 20 }), s({ kind: 'text' }))).toBe(true);
    expect(isWidening(s({ kind: 'text' }), s({ kind: 'string', length: 4000 }))).toBe(false);
    expect(isWidening(s({ kind: 'integer' }), s({ kind: 'bigint' }))).toBe(true);
    expect(isWidening(s({ kind: 'bigint' }), s({ kind: 'integer' }))).toBe(false);
    expect(isWidening(s({ kind: 'integer' }), s({ kind: 'decimal', precision: 12, scale: 2 }))).toBe(true);
    expect(isWidening(s({ kind: 'integer' }), s({ kind: 'decimal', precision: 10, scale: 2 }))).toBe(false);
    expect(isWidening(s({ kind: 'bigint' }), s({ kind: 'decimal', precision: 21, scale: 2 }))).toBe(true);
    const d = (precision: number, scale: number) => s({ kind: 'decimal', precision, scale });
    expect(isWidening(d(10, 2), d(12, 4))).toBe(true);
    expect(isWidening(d(10, 2), d(10, 3))).toBe(false);
    expect(isWidening(d(10, 2), d(12, 1))).toBe(false);
    expect(isWidening(s({ kind: 'boolean' }), s({ kind: 'integer' }))).toBe(false);
    expect(isWidening(s({ kind: 'date' }), s({ kind: 'string', length: 10 }))).toBe(false);
  });

  it('plans nothing for an unchanged table and a retirement for a removed field', () => {
    const before = table([
      { name: 'a', kind: 'text' },
      { name: 'b', kind: 'integer', unique: true },
    ]);
    expect(diffSchema(liveOf(before), before)).toEqual({ changes: [], refusals: [] });
    const plan = diffSchema(liveOf(before), table([{ name: 'a', kind: 'text' }]));
    expect(plan.changes).toEqual([
      { kind: 'retireColumn', name: 'b' },
      { kind: 'dropIndex', name: wantedIndexes(before).find((i) => i.unique)?.name },
    ]);
  });

  it('treats a datetime and a bigint as the same column', () => {
    const before = table([{ name: 'at', kind: 'bigint' }]);
    expect(diffSchema(liveOf(before), table([{ name: 'at', kind: 'datetime' }])).changes).toEqual([]);
  });

  it('refuses a change of case only and a table without the standard columns', () => {
    const before = table([{ name: 'userName', kind: 'text' }]);
    expect(diffSchema(liveOf(before), table([{ name: 'username', kind: 'text' }])).refusals).toEqual([
      { key: 'dynamicCaseChange', params: { field: 'username' } },
    ]);
    const foreign: LiveTable = {
      columns: [{ name: 'id', storage: { type: 'text' }, declared: 'text' }],
      indexes: [],
    };
    expect(diffSchema(foreign, before).refusals[0]?.key).toBe('dynamicTableNotManaged');
  });

  it('names every index within 63 bytes, distinct per table', () => {
    const long = `dyn_${'x'.repeat(59)}`;
    const a = wantedIndexes({ name: long, fields: [{ name: 'f', kind: 'text', indexed: true }] });
    const b = wantedIndexes({
      name: `${long.slice(0, -1)}y`,
      fields: [{ name: 'f', kind: 'text', indexed: true }],
    });
    for (const i of [...a, ...b]) expect(i.name.length).toBeLessThanOrEqual(63);
    expect(new Set([...a, ...b].map((i) => i.name)).size).toBe(a.length + b.length);
  });
});

describe('schema diff of a shared table (bound by several designs)', () => {
  const a = table([
    { name: 'title', kind: 'string', length: 100, unique: true },
    { name: 'amount', kind: 'decimal', precision: 18, scale: 2, indexed: true },
  ]);

  it('only adds: unwanted indexes stay, a narrower wanted type keeps the column', () => {
    const b = table([
      { name: 'title', kind: 'string', length: 50 },
      { name: 'remark', kind: 'text' },
    ]);
    const plan = diffSchema(liveOf(a), b, { shared: true });
    expect(plan.refusals).toEqual([]);
    expect(plan.changes.filter((c) => c.kind !== 'retireColumn').map((c) => c.kind)).toEqual(['addColumn']);
    // without sharing, the same description drops A's indexes and alters the column
    const own = diffSchema(liveOf(a), b);
    expect(own.changes.map((c) => c.kind)).toEqual(
      expect.arrayContaining(['dropIndex', 'alterColumn', 'addColumn']),
    );
  });

  it('refuses a wanted type the existing column cannot hold, naming the field', () => {
    const plan = diffSchema(liveOf(a), table([{ name: 'title', kind: 'integer' }]), { shared: true });
    expect(plan.refusals).toEqual([
      {
        key: 'dynamicSharedColumnType',
        params: { field: 'title', table: 'dyn_t', from: 'varchar(100)', to: 'integer' },
      },
    ]);
    expect(plan.changes.some((c) => c.kind === 'alterColumn' || c.kind === 'dropIndex')).toBe(false);
  });
});
