import type { DataInterfaceInfo, DataInterfaceItem, Paged } from '@tessera/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { newId } from '../../lib/ids';

const BASE = '/api/system/DataInterface';
const EN = { 'accept-language': 'en' };
const REFUSED =
  'You may not use this data interface: it is not granted to your roles nor used by a form you may open';

describeEachDialect('data interface grants and usages', (ctx) => {
  let admin = '';
  let sunqi = '';
  let financeRole = '';
  let demoMenu = '';
  const one = async (table: 'base_module' | 'base_role' | 'base_data_interface', enCode: string) =>
    (await ctx.db.selectFrom(table).select('id').where('en_code', '=', enCode).executeTakeFirstOrThrow()).id;
  const grantMenu = async (roleId: string, moduleId: string) => {
    await ctx.db
      .insertInto('base_authorize')
      .values({
        id: newId(),
        item_type: 'module',
        item_id: moduleId,
        object_type: 'Role',
        object_id: roleId,
        created_at: Date.now(),
      })
      .execute();
    ctx.app.services.access.invalidate();
  };
  /** The three runtime calls (and the options call) of one interface, as one user, from a menu. */
  const runAll = (token: string, id: string, menuId?: string) =>
    Promise.all(
      [
        { url: `${BASE}/${id}/Action/List`, payload: { currentPage: 1, pageSize: 5, menuId } },
        { url: `${BASE}/${id}/Action/InfoByIds`, payload: { ids: ['1'], menuId } },
        { url: `${BASE}/${id}/Actions/Response`, payload: { paramList: [], menuId } },
      ].map((c) => callAs<unknown>(ctx.app, token, { method: 'POST', headers: EN, ...c })),
    );

  beforeAll(async () => {
    admin = await ctx.signIn('admin');
    sunqi = await ctx.signIn('sunqi');
    financeRole = await one('base_role', 'finance');
    demoMenu = await one('base_module', 'extend.formDemo');
  });

  it('refuses every runtime call of an ordinary user without grant, and logs the refusal', async () => {
    for (const code of ['demo_users_sql', 'demo_static_options']) {
      const id = await one('base_data_interface', code);
      for (const res of await runAll(sunqi, id)) {
        expect(res.code).toBe(403);
        expect(res.msg).toBe(REFUSED);
        expect(res.data ?? null).toBeNull();
      }
    }
    const id = await one('base_data_interface', 'demo_users_sql');
    const log = await ctx.db
      .selectFrom('base_data_interface_log')
      .select(['ok', 'error'])
      .where('interface_id', '=', id)
      .where('user_id', '=', (await ctx.userRow('sunqi')).id)
      .execute();
    expect(log.length).toBeGreaterThanOrEqual(3);
    expect(log.every((l) => Number(l.ok) === 0 && l.error?.startsWith('not granted'))).toBe(true);
    // administrators always may
    for (const res of await runAll(admin, id)) expect(res.code, res.msg).toBe(200);
  });

  it('lets the members of a granted role run it; the list and the form show the roles', async () => {
    const created = await callAs<{ id: string }>(ctx.app, admin, {
      method: 'POST',
      url: BASE,
      payload: {
        categoryId: 'business',
        type: 2,
        fullName: 'granted options',
        enCode: 't_granted',
        dataConfigJson: { staticData: '[{"id":"1","fullName":"One"}]' },
        roleIds: [financeRole],
      },
    });
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    for (const res of await runAll(sunqi, id)) expect(res.code, res.msg).toBe(200);
    const info = await callAs<DataInterfaceInfo>(ctx.app, admin, { url: `${BASE}/${id}` });
    expect(info.data.roleIds).toEqual([financeRole]);
    const list = await callAs<Paged<DataInterfaceItem>>(ctx.app, admin, {
      url: BASE,
      query: { keyword: 't_granted' },
    });
    expect(list.data.list[0]!.roleNames).toEqual(['财务人员']);
    // taking the grant away refuses again; an edit without roleIds keeps the grants
    const body = { ...info.data, roleIds: undefined };
    expect((await callAs(ctx.app, admin, { method: 'PUT', url: `${BASE}/${id}`, payload: body })).code).toBe(
      200,
    );
    for (const res of await runAll(sunqi, id)) expect(res.code).toBe(200);
    await callAs(ctx.app, admin, { method: 'PUT', url: `${BASE}/${id}`, payload: { ...body, roleIds: [] } });
    for (const res of await runAll(sunqi, id)) expect(res.code).toBe(403);
    const unknown = await callAs(ctx.app, admin, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      headers: EN,
      payload: { ...body, roleIds: ['nope'] },
    });
    expect(unknown).toMatchObject({ code: 400, msg: 'The granted role does not exist: nope' });
  });

  it('allows a call from the form demo menu only to holders of that menu, only for its interfaces', async () => {
    const usersSql = await one('base_data_interface', 'demo_users_sql');
    const other = await callAs<{ id: string }>(ctx.app, admin, {
      method: 'POST',
      url: BASE,
      payload: {
        categoryId: 'business',
        type: 2,
        fullName: 'not used by the demo',
        enCode: 't_unused',
        dataConfigJson: { staticData: '[{"id":"1"}]' },
      },
    });
    // without the menu, naming it does not help
    for (const res of await runAll(sunqi, usersSql, demoMenu)) expect(res.code).toBe(403);
    await grantMenu(financeRole, demoMenu);
    for (const res of await runAll(sunqi, usersSql, demoMenu)) expect(res.code, res.msg).toBe(200);
    // the same user, the same interface, called from no menu or another menu: refused
    for (const res of await runAll(sunqi, usersSql)) expect(res.code).toBe(403);
    const flowLaunch = await one('base_module', 'workFlow.flowLaunch');
    for (const res of await runAll(sunqi, usersSql, flowLaunch)) expect(res.code).toBe(403);
    // an interface the menu does not use: refused even from the menu
    for (const res of await runAll(sunqi, other.data.id, demoMenu)) expect(res.code).toBe(403);
    // a disabled menu grants nothing
    await ctx.db.updateTable('base_module').set({ enabled_mark: 0 }).where('id', '=', demoMenu).execute();
    ctx.app.services.access.invalidate();
    for (const res of await runAll(sunqi, usersSql, demoMenu)) expect(res.code).toBe(403);
    await ctx.db.updateTable('base_module').set({ enabled_mark: 1 }).where('id', '=', demoMenu).execute();
    ctx.app.services.access.invalidate();
  });

  it('never answers mobile numbers or password hashes through the seeded user interface', async () => {
    const id = await one('base_data_interface', 'demo_users_sql');
    const res = await callAs<Record<string, unknown>[]>(ctx.app, admin, {
      method: 'POST',
      url: `${BASE}/${id}/Actions/Response`,
      payload: { paramList: [] },
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.length).toBeGreaterThan(0);
    for (const row of res.data)
      expect(Object.keys(row).sort()).toEqual(['account', 'fullName', 'id', 'realName']);
  });
});
