import type { DataScopeExplain, DynamicTable } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { describeEachDialect, testConfig } from '../../../test/helpers/dialects';
import { call, callAs } from '../../../test/helpers/http';
import { newId } from '../../lib/ids';
import { DATA_SCOPE_EXPLAIN } from '../../modules/data-scope/data-scope.routes';
import { requireUser } from '../../plugins/auth';
import { DynamicRepository, type DynamicAccess } from './dynamic-repository';
import { dynamicScopeFields } from './dynamic-scope';
import { applySchema } from './schema-apply';

// A test-only model over a described table, wired the way the online-form module will be:
// a generic `/…/:modelId` route resolves its menu per request, lists through the data scope,
// and the explain call answers for its rows.

const TRIP: DynamicTable = {
  name: 'dyn_trip',
  fields: [
    { name: 'destination', kind: 'string', length: 50 },
    { name: 'cost', kind: 'decimal', precision: 10, scale: 2 },
  ],
};
const MENU = 'test.dynTrip';
const MODELS: Record<string, { menu: string; table: DynamicTable }> = { trip: { menu: MENU, table: TRIP } };
const BASE = '/api/test/model';

describeEachDialect('runtime tables behind per-request permissions', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let lisi = '';
  let inScope = '';
  let outOfScope = '';

  async function setUpMenu(): Promise<void> {
    const template = await ctx.db
      .selectFrom('base_module')
      .selectAll()
      .where('en_code', '=', 'permission.user')
      .executeTakeFirstOrThrow();
    const menuId = newId();
    await ctx.db
      .insertInto('base_module')
      .values({ ...template, id: menuId, en_code: MENU, full_name: 'Trips', is_data_authorize: 1 })
      .execute();
    const now = Date.now();
    const button = async (code: string) => {
      const id = newId();
      const row = { id, module_id: menuId, parent_id: '-1', full_name: code, en_code: code, created_at: now };
      await ctx.db.insertInto('base_module_button').values(row).execute();
      return id;
    };
    const add = await button('btn_add');
    await button('btn_remove');
    const scheme = newId();
    await ctx.db
      .insertInto('base_module_scheme')
      .values({
        id: scheme,
        module_id: menuId,
        full_name: 'Own organisation',
        en_code: 'own',
        condition_json: JSON.stringify({
          logic: 'and',
          rules: [{ field: 'organizeId', op: '==', value: '@organizeId' }],
        }),
        created_at: now,
      })
      .execute();
    const role = await ctx.db
      .selectFrom('base_role')
      .select('id')
      .where('en_code', '=', 'deptManager')
      .executeTakeFirstOrThrow();
    for (const [itemType, itemId] of [
      ['module', menuId],
      ['button', add],
      ['resource', scheme],
    ] as const) {
      await ctx.db
        .insertInto('base_authorize')
        .values({
          id: newId(),
          item_type: itemType,
          item_id: itemId,
          object_type: 'Role',
          object_id: role.id,
          created_at: now,
        })
        .execute();
    }
  }

  async function buildModelApp(): Promise<FastifyInstance> {
    const built = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    const { dataScope } = built.services;
    const db = ctx.db as unknown as Kysely<unknown>;
    built.routeResolvers.set('testModel', async (request) => {
      const { modelId } = request.params as { modelId: string };
      return Object.hasOwn(MODELS, modelId) ? (MODELS[modelId]?.menu ?? null) : null;
    });
    dataScope.targets.register(async (code) =>
      code === MENU ? { table: TRIP.name, fields: dynamicScopeFields(TRIP) } : undefined,
    );
    const access = async (userId: string, isAdministrator: boolean): Promise<DynamicAccess> => ({
      userId,
      organizeId: (await dataScope.variables(userId)).organizeId,
      scope: await dataScope.where({ userId, isAdministrator }, MENU, dynamicScopeFields(TRIP)),
    });
    const repo = new DynamicRepository(db, ctx.dialect, TRIP);
    await built.register(async (child) => {
      child.get(`${BASE}/:modelId`, { config: { auth: { resolve: 'testModel' } } }, async (request) => {
        const user = requireUser(request);
        return {
          code: 200,
          msg: 'ok',
          data: await repo.list({}, await access(user.userId, user.isAdministrator)),
        };
      });
      child.post(
        `${BASE}/:modelId`,
        { config: { auth: { resolve: 'testModel', button: 'btn_add' } } },
        async () => ({
          code: 200,
          msg: 'ok',
          data: null,
        }),
      );
      child.delete(
        `${BASE}/:modelId`,
        { config: { auth: { resolve: 'testModel', button: 'btn_remove' } } },
        async () => ({
          code: 200,
          msg: 'ok',
          data: null,
        }),
      );
    });
    await built.ready();
    return built;
  }

  beforeAll(async () => {
    await applySchema(ctx.db as unknown as Kysely<unknown>, ctx.dialect, TRIP);
    await setUpMenu();
    app = await buildModelApp();
    admin = await ctx.signIn('admin', undefined, app);
    lisi = await ctx.signIn('lisi', undefined, app);
    const repo = new DynamicRepository(ctx.db as unknown as Kysely<unknown>, ctx.dialect, TRIP);
    const lisiRow = await ctx.userRow('lisi');
    const zhouba = await ctx.userRow('zhouba');
    const write = (userId: string, organizeId: string | null): DynamicAccess => ({
      userId,
      organizeId,
      scope: undefined,
    });
    inScope = String(
      (await repo.insert({ destination: 'Osaka', cost: 10 }, write(lisiRow.id, lisiRow.organize_id))).id,
    );
    outOfScope = String(
      (await repo.insert({ destination: 'Lima', cost: 20 }, write(zhouba.id, zhouba.organize_id))).id,
    );
    return () => app.close();
  });

  it('checks the menu and button the model resolves to, on every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await callAs(app, admin, { method, url: `${BASE}/trip` })).code).toBe(200);
    expect((await callAs(app, lisi, { url: `${BASE}/trip` })).code).toBe(200);
    expect((await callAs(app, lisi, { method: 'POST', url: `${BASE}/trip` })).code).toBe(200);
    expect((await callAs(app, lisi, { method: 'DELETE', url: `${BASE}/trip` })).code).toBe(403);
    const zhangsan = await ctx.signIn('zhangsan', undefined, app);
    expect((await callAs(app, zhangsan, { url: `${BASE}/trip` })).code).toBe(403);
  });

  it('answers 404 for an unknown model and asks for a token first', async () => {
    const res = await callAs(app, lisi, { url: `${BASE}/nope`, headers: { 'accept-language': 'en' } });
    expect(res).toEqual({ code: 404, msg: 'The online form does not exist', data: null });
    expect((await callAs(app, lisi, { url: `${BASE}/constructor` })).code).toBe(404);
    expect((await call(app, { url: `${BASE}/trip` })).code).toBe(602);
  });

  it('records the resolver form in the route table', () => {
    expect(app.routeTable).toContainEqual({
      method: 'DELETE',
      url: `${BASE}/:modelId`,
      auth: { resolve: 'testModel', button: 'btn_remove' },
    });
  });

  it('refuses to start when a route names a resolver nobody registered', async () => {
    const other = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    other.get('/api/test/orphan/:modelId', { config: { auth: { resolve: 'missing' } } }, async () => null);
    await expect(other.ready()).rejects.toThrow(/resolver 'missing'/);
    await other.close().catch(() => undefined);
  });

  it("lists only the rows of the caller's scheme", async () => {
    const ids = async (token: string) =>
      (await callAs<{ list: { id: string }[] }>(app, token, { url: `${BASE}/trip` })).data.list.map(
        (r) => r.id,
      );
    expect(await ids(lisi)).toEqual([inScope]);
    expect((await ids(admin)).sort()).toEqual([inScope, outOfScope].sort());
  });

  it('explains a row of a described table with the same rules', async () => {
    const lisiId = (await ctx.userRow('lisi')).id;
    const explain = (rowId: string) =>
      callAs<DataScopeExplain>(app, admin, {
        url: DATA_SCOPE_EXPLAIN,
        query: { menuId: MENU, userId: lisiId, rowId },
        headers: { 'accept-language': 'en' },
      });
    const visible = (await explain(inScope)).data;
    expect(visible).toMatchObject({ visible: true, reason: 'scheme' });
    expect(visible.schemes[0]?.rules[0]).toMatchObject({ field: 'organizeId', matched: true });
    expect((await explain(outOfScope)).data).toMatchObject({ visible: false, reason: 'scheme' });
    expect((await explain('no-such-row')).code).toBe(404);
  });
});
