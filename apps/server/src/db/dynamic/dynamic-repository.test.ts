import type { DataScopeCondition, DynamicTable } from '@tessera/shared';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/databases';
import { AppError } from '../../lib/errors';
import { scopeWhere, type ScopeVariables } from '../data-scope';
import { DynamicRepository, type DynamicAccess } from './dynamic-repository';
import { dynamicScopeFields } from './dynamic-scope';
import { applySchema } from './schema-apply';

const CLAIM: DynamicTable = {
  name: 'dyn_expense',
  fields: [
    { name: 'code', kind: 'string', length: 20, unique: true, comment: 'Code' },
    { name: 'title', kind: 'string', length: 50, required: true },
    { name: 'note', kind: 'text' },
    { name: 'quantity', kind: 'integer' },
    { name: 'big', kind: 'bigint' },
    { name: 'amount', kind: 'decimal', precision: 12, scale: 2, indexed: true },
    { name: 'paid', kind: 'boolean' },
    { name: 'spentAt', kind: 'datetime' },
    { name: 'dueDate', kind: 'date' },
    { name: 'extra', kind: 'json' },
  ],
};
const LINE: DynamicTable = {
  name: 'dyn_expense_line',
  fields: [{ name: 'item', kind: 'string', length: 20 }],
  parent: { table: 'dyn_expense', foreignKey: 'expenseId' },
};

const vars = (userId: string, organizeId: string): ScopeVariables => ({
  userId,
  organizeId,
  organizeAndSub: [organizeId],
  positionId: null,
  currentTime: Date.now(),
});

async function refused(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw error instanceof Error ? error : new Error('not refused');
  return error;
}

describeEachDatabase('runtime table repository', (ctx) => {
  let claims: DynamicRepository;
  let lines: DynamicRepository;
  const alice: DynamicAccess = { userId: 'alice', organizeId: 'org1', scope: undefined };
  const bob: DynamicAccess = { userId: 'bob', organizeId: 'org2', scope: undefined };
  /** Alice limited by one scheme of the given condition. */
  const scoped = (condition: DataScopeCondition): DynamicAccess => ({
    ...alice,
    scope: scopeWhere(
      {
        restricted: true,
        reason: 'scheme',
        vars: vars('alice', 'org1'),
        schemes: [
          { id: 's', en_code: 's', full_name: 's', all_data: 0, condition_json: JSON.stringify(condition) },
        ],
      },
      dynamicScopeFields(CLAIM),
      ctx.dialect,
    ),
  });
  const ownOrganisation = () =>
    scoped({ logic: 'and', rules: [{ field: 'organizeId', op: '==', value: '@organizeId' }] });
  let aliceRow: string;
  let bobRow: string;

  beforeAll(async () => {
    const db = ctx.database.db as unknown as Kysely<unknown>;
    await applySchema(db, ctx.dialect, CLAIM);
    await applySchema(db, ctx.dialect, LINE);
    claims = new DynamicRepository(db, ctx.dialect, CLAIM);
    lines = new DynamicRepository(db, ctx.dialect, LINE);
  });

  it('stores and answers every field kind, filling id, audit fields, organisation and version', async () => {
    const row = await claims.insert(
      {
        code: 'A-1',
        title: 'Taxi',
        note: 'to the airport',
        quantity: 2,
        big: 9007199254740991,
        amount: '123.40',
        paid: true,
        spentAt: 1764000000000,
        dueDate: '2026-02-28',
        extra: { tags: ['x'], n: 1 },
      },
      alice,
    );
    aliceRow = String(row.id);
    expect(row).toMatchObject({
      code: 'A-1',
      title: 'Taxi',
      quantity: 2,
      big: 9007199254740991,
      amount: '123.40',
      paid: true,
      spentAt: 1764000000000,
      dueDate: '2026-02-28',
      extra: { tags: ['x'], n: 1 },
      created_by: 'alice',
      organize_id: 'org1',
      version: 0,
    });
    expect(row.id).toMatch(/^\d{19}$/);
    bobRow = String((await claims.insert({ code: 'B-1', title: 'Hotel', amount: 50, paid: false }, bob)).id);
  });

  it('refuses unknown, server-owned and badly typed values, and missing required fields', async () => {
    expect((await refused(claims.insert({ title: 'x', nope: 1 }, alice))).messageKey).toBe(
      'dynamicUnknownField',
    );
    expect((await refused(claims.insert({ title: 'x', created_by: 'eve' }, alice))).messageKey).toBe(
      'dynamicUnknownField',
    );
    const bad = await refused(claims.insert({ title: 'x', quantity: 'many' }, alice));
    expect([bad.messageKey, bad.params]).toEqual(['dynamicValueInvalid', { field: 'quantity' }]);
    expect((await refused(claims.insert({ title: 'x', amount: '1.234' }, alice))).params).toEqual({
      field: 'amount',
    });
    expect((await refused(claims.insert({ title: 'x', dueDate: '2026-02-30' }, alice))).params).toEqual({
      field: 'dueDate',
    });
    expect((await refused(claims.insert({ code: 'C' }, alice))).messageKey).toBe('dynamicFieldRequired');
  });

  it('refuses filters and sorts on columns the description does not have', async () => {
    for (const field of ['nope', 'deleted_at', 'title; drop table x', 'extra"']) {
      const error = await refused(claims.list({ filters: [{ field, op: 'eq', value: 'x' }] }, alice));
      expect(error.messageKey).toBe('dynamicUnknownField');
      expect((await refused(claims.list({ sort: [{ field, desc: false }] }, alice))).messageKey).toBe(
        'dynamicUnknownField',
      );
    }
  });

  it('filters with typed operators and sorts on described columns', async () => {
    const titles = async (query: Parameters<DynamicRepository['list']>[0]) =>
      (await claims.list(query, alice)).list.map((r) => r.title);
    expect(await titles({ filters: [{ field: 'amount', op: 'gt', value: 100 }] })).toEqual(['Taxi']);
    expect(await titles({ filters: [{ field: 'paid', op: 'eq', value: false }] })).toEqual(['Hotel']);
    expect(await titles({ filters: [{ field: 'title', op: 'like', value: 'ax' }] })).toEqual(['Taxi']);
    expect(
      await titles({
        filters: [{ field: 'code', op: 'in', value: ['A-1', 'B-1'] }],
        sort: [{ field: 'code', desc: true }],
      }),
    ).toEqual(['Hotel', 'Taxi']);
    expect(await titles({ filters: [{ field: 'note', op: 'null' }] })).toEqual(['Hotel']);
    expect(await titles({ filters: [{ field: 'title', op: 'like', value: '%' }] })).toEqual([]);
    const page = await claims.list({ pageSize: 1 }, alice);
    expect(page.pagination.total).toBe(2);
  });

  it('pages by keyset after an id', async () => {
    const first = await claims.list({ after: '0', pageSize: 1 }, alice);
    expect(first.list.map((r) => r.id)).toEqual([aliceRow]);
    const second = await claims.list({ after: first.next ?? '', pageSize: 1 }, alice);
    expect(second.list.map((r) => r.id)).toEqual([bobRow]);
  });

  it('limits list, get, update and delete to the data scope', async () => {
    const own = ownOrganisation();
    expect((await claims.list({}, own)).list.map((r) => r.id)).toEqual([aliceRow]);
    await claims.get(aliceRow, own);
    expect((await refused(claims.get(bobRow, own))).code).toBe(404);
    expect((await refused(claims.update(bobRow, 0, { title: 'mine now' }, own))).code).toBe(404);
    expect((await refused(claims.remove([bobRow], own))).code).toBe(404);
    expect((await refused(claims.remove([aliceRow, bobRow], own))).code).toBe(404);
    expect((await claims.get(bobRow, bob)).title).toBe('Hotel');
    expect((await claims.get(aliceRow, alice)).title).toBe('Taxi');
    const creator = scoped({ logic: 'and', rules: [{ field: 'creatorUserId', op: '==', value: '@userId' }] });
    expect((await claims.list({}, creator)).list.map((r) => r.id)).toEqual([aliceRow]);
    const custom = scoped({ logic: 'and', rules: [{ field: 'amount', op: '<', value: 100 }] });
    expect((await claims.list({}, custom)).list.map((r) => r.id)).toEqual([bobRow]);
    const unknown = scoped({ logic: 'and', rules: [{ field: 'deleted_by', op: 'null' }] });
    expect((await claims.list({}, unknown)).list).toEqual([]);
  });

  it('updates with an optimistic version and refuses a stale one', async () => {
    const updated = await claims.update(aliceRow, 0, { title: 'Taxi home', note: null }, alice);
    expect(updated).toMatchObject({ title: 'Taxi home', note: null, version: 1, updated_by: 'alice' });
    expect((await refused(claims.update(aliceRow, 0, { title: 'late' }, alice))).messageKey).toBe(
      'dynamicVersionConflict',
    );
    expect((await refused(claims.update(aliceRow, 1, { title: null }, alice))).messageKey).toBe(
      'dynamicFieldRequired',
    );
  });

  it('refuses a duplicate unique value among live rows and frees it on soft delete', async () => {
    const duplicate = await refused(claims.insert({ code: 'B-1', title: 'again' }, alice));
    expect([duplicate.messageKey, duplicate.params]).toEqual(['dynamicDuplicateValue', { field: 'Code' }]);
    await claims.remove([bobRow], bob);
    expect((await refused(claims.get(bobRow, bob))).code).toBe(404);
    const again = await claims.insert({ code: 'B-1', title: 'again' }, alice);
    expect(again.code).toBe('B-1');
  });

  it('keeps sub-table rows under their parent row', async () => {
    await lines.insert({ expenseId: aliceRow, item: 'fare' }, alice);
    await lines.insert({ expenseId: aliceRow, item: 'tip' }, alice);
    const page = await lines.list(
      {
        filters: [{ field: 'expenseId', op: 'eq', value: aliceRow }],
        sort: [{ field: 'item', desc: false }],
      },
      alice,
    );
    expect(page.list.map((r) => r.item)).toEqual(['fare', 'tip']);
    expect((await refused(lines.insert({ item: 'orphan' }, alice))).messageKey).toBe('dynamicFieldRequired');
  });
});
