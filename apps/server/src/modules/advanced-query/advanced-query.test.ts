import type { AdvancedQueryBody, AdvancedQueryItem, OnlineDevListAnswer } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { seedWithServices } from '../../db/seed';
import { newId } from '../../lib/ids';
import { DEMO_DESIGN_ID } from '../../db/seed-data/menus';
import type { AdvancedQueryTables } from './advanced-query.table';

const BASE = '/api/system/AdvancedQuery';
const en = { 'accept-language': 'en' };

/** A condition list of one group: `field symbol value`. */
const conditions = (field: string, symbol: string, fieldValue: unknown) =>
  JSON.stringify([{ logic: 'and', groups: [{ field, symbol, jnpfKey: 'calculate', fieldValue }] }]);

describeEachDialect('saved advanced-query plans', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let lisi = '';
  let zhangsan = '';
  let demoMenu = '';
  let userMenu = '';
  const db = () => ctx.db.withTables<AdvancedQueryTables>();
  const menuId = async (enCode: string) =>
    (
      await ctx.db
        .selectFrom('base_module')
        .select('id')
        .where('en_code', '=', enCode)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  const body = (over: Partial<AdvancedQueryBody> = {}): AdvancedQueryBody => ({
    fullName: '大额报销',
    moduleId: demoMenu,
    matchLogic: 'and',
    conditionJson: conditions('total_amount', '>', 1000),
    ...over,
  });
  const post = (token: string, payload: unknown, lang = 'en') =>
    callAs<{ id: string }>(app, token, {
      method: 'POST',
      url: BASE,
      payload: payload as object,
      headers: { 'accept-language': lang },
    });
  const mine = async (token: string, moduleId: string) =>
    callAs<{ list: AdvancedQueryItem[] }>(app, token, { url: `${BASE}/${moduleId}/List`, headers: en });
  const applied = (superQueryJson: string) =>
    callAs<OnlineDevListAnswer>(app, admin, {
      method: 'POST',
      url: `/api/visualdev/OnlineDev/${DEMO_DESIGN_ID}/List`,
      payload: { currentPage: 1, pageSize: 100, menuId: demoMenu, superQueryJson },
      headers: en,
    });
  const asQuery = (plan: AdvancedQueryItem) =>
    JSON.stringify({ matchLogic: plan.matchLogic, conditionList: JSON.parse(plan.conditionJson) as unknown });

  beforeAll(async () => {
    app = ctx.app;
    await seedWithServices(app.services);
    // lisi's role (deptManager) gets the example menu; zhangsan holds neither menu used here
    await ctx.grantMenu('deptManager', 'extend.demoForm');
    admin = await ctx.signIn('admin');
    lisi = await ctx.signIn('lisi');
    zhangsan = await ctx.signIn('zhangsan');
    demoMenu = await menuId('extend.demoForm');
    userMenu = await menuId('permission.user');
  });

  it('saves a plan, lists it for its menu only, and applies it to the list', async () => {
    const res = await post(admin, body());
    expect(res.code, res.msg).toBe(200);
    const plans = (await mine(admin, demoMenu)).data.list;
    expect(plans.map((p) => p.fullName)).toEqual(['大额报销']);
    expect(plans[0]).toMatchObject({ id: res.data.id, moduleId: demoMenu, matchLogic: 'and' });
    expect((await mine(admin, userMenu)).data.list).toEqual([]);
    const all = await applied('');
    const filtered = await applied(asQuery(plans[0]!));
    expect(filtered.code, filtered.msg).toBe(200);
    expect(filtered.data.pagination.total).toBeGreaterThan(0);
    expect(filtered.data.pagination.total).toBeLessThan(all.data.pagination.total);
    for (const row of filtered.data.list)
      expect(Number(String(row.total_amount).replace(/[^\d.]/g, ''))).toBeGreaterThan(1000);
  });

  it('renames and rewrites a plan, then deletes it (soft)', async () => {
    const { data } = await post(admin, body({ fullName: '临时方案' }));
    const url = `${BASE}/${data.id}`;
    const put = await callAs(app, admin, {
      method: 'PUT',
      url,
      payload: body({
        fullName: '小额报销',
        matchLogic: 'or',
        conditionJson: conditions('total_amount', '<', 600),
      }),
    });
    expect(put.code, put.msg).toBe(200);
    const info = await callAs<AdvancedQueryItem>(app, admin, { url });
    expect(info.data).toMatchObject({ fullName: '小额报销', matchLogic: 'or' });
    expect(JSON.parse(info.data.conditionJson)).toMatchObject([
      { groups: [{ symbol: '<', fieldValue: 600 }] },
    ]);
    expect(info.data.lastModifyTime).toEqual(expect.any(Number));
    expect((await callAs(app, admin, { method: 'DELETE', url })).code).toBe(200);
    expect((await callAs(app, admin, { url })).code).toBe(404);
    const row = await db()
      .selectFrom('base_advanced_query')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    // the name is free again once its plan is deleted
    expect((await post(admin, body({ fullName: '小额报销' }))).code).toBe(200);
  });

  it('keeps a name once per user and menu', async () => {
    expect(await post(admin, body())).toMatchObject({
      code: 400,
      msg: 'A query plan with this name already exists: 大额报销',
    });
    expect((await post(admin, body(), 'zh')).msg).toBe('已有同名的查询方案：大额报销');
    expect((await post(admin, body({ moduleId: userMenu }))).code).toBe(200);
    expect((await post(lisi, body())).code).toBe(200);
  });

  it("hides another user's plan and refuses to read, change or delete it", async () => {
    const theirs = await post(lisi, body({ fullName: '李四的方案' }));
    expect(theirs.code, theirs.msg).toBe(200);
    const url = `${BASE}/${theirs.data.id}`;
    expect((await mine(admin, demoMenu)).data.list.map((p) => p.id)).not.toContain(theirs.data.id);
    for (const call of [
      { method: 'GET', url },
      { method: 'PUT', url, payload: body({ fullName: '改掉' }) },
      { method: 'DELETE', url },
    ] as const)
      expect((await callAs(app, admin, call)).code, call.method).toBe(404);
    const kept = await callAs<AdvancedQueryItem>(app, lisi, { url });
    expect(kept.data.fullName).toBe('李四的方案');
    expect((await mine(lisi, demoMenu)).data.list.map((p) => p.fullName).sort()).toEqual(
      ['大额报销', '李四的方案'].sort(),
    );
  });

  it('refuses a menu the caller cannot open, or that does not exist, with 403', async () => {
    expect((await mine(zhangsan, demoMenu)).code).toBe(403);
    expect((await post(zhangsan, body({ fullName: '无权' }))).code).toBe(403);
    expect((await mine(admin, 'no-such-menu')).code).toBe(403);
    expect((await post(admin, body({ moduleId: "1' or 1=1 --" }))).code).toBe(403);
  });

  it('refuses bad conditions: unreadable, empty, unknown symbol, wrong shape, too large', async () => {
    const bad: [string, number, RegExp][] = [
      ['{not json', 400, /not valid/],
      ['[]', 400, /at least one condition/],
      [JSON.stringify([{ logic: 'and', groups: [] }]), 400, /at least one condition/],
      [conditions('total_amount', 'drop table', 1), 400, /Unknown query symbol: drop table/],
      [conditions('total_amount', '>', { $gt: 1 }), 400, /not valid/],
      [JSON.stringify({ field: 'total_amount' }), 400, /not valid/],
      [conditions('total_amount', '==', 'x'.repeat(70_000)), 401, /conditionJson/],
    ];
    for (const [conditionJson, code, msg] of bad) {
      const res = await post(admin, body({ fullName: `坏${code}`, conditionJson }));
      expect(res.code, conditionJson.slice(0, 60)).toBe(code);
      expect(res.msg).toMatch(msg);
    }
    expect((await post(admin, { ...body({ fullName: '坏' }), matchLogic: 'xor' })).code).toBe(401);
    expect((await post(admin, body({ fullName: '' }))).code).toBe(401);
    const huge = await post(admin, body({ fullName: '巨大', conditionJson: 'x'.repeat(2 * 1024 * 1024) }));
    expect(huge.code).not.toBe(200);
    const names = (await mine(admin, demoMenu)).data.list.map((p) => p.fullName);
    expect(names.some((n) => n.startsWith('坏') || n === '巨大')).toBe(false);
  });

  it('keeps at most 100 plans per user and list', async () => {
    const owner = (await ctx.userRow('admin')).id;
    const menu = await menuId('system.commonWords');
    await db()
      .insertInto('base_advanced_query')
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          id: newId(),
          user_id: owner,
          module_id: menu,
          full_name: `方案${i}`,
          match_logic: 'and',
          condition_json: '[]',
          created_at: Date.now(),
          created_by: owner,
        })),
      )
      .execute();
    expect(await post(admin, body({ fullName: '第101个', moduleId: menu }))).toMatchObject({
      code: 400,
      msg: 'At most 100 query plans can be saved per list',
    });
    expect((await post(lisi, body({ fullName: '第101个' }))).code).toBe(200);
  });

  it('refuses, when applied, a saved condition on a field the model does not have', async () => {
    const res = await post(
      admin,
      body({ fullName: '旧字段', conditionJson: conditions('no_such_field', '==', 1) }),
    );
    expect(res.code, res.msg).toBe(200);
    const plan = (await callAs<AdvancedQueryItem>(app, admin, { url: `${BASE}/${res.data.id}` })).data;
    expect(await applied(asQuery(plan))).toMatchObject({
      code: 400,
      msg: 'The field no_such_field is not part of this form',
    });
  });
});
