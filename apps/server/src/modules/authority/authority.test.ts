import type {
  AuthorityNode,
  AuthorityObjectType,
  EffectiveMenu,
  EffectivePermissions,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { authorityKit, type Pushed } from './test-helpers';

const sorted = (ids: string[]) => [...ids].sort();
const flatten = (nodes: AuthorityNode[]): AuthorityNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);
const flatMenus = (nodes: EffectiveMenu[]): EffectiveMenu[] =>
  nodes.flatMap((n) => [n, ...flatMenus(n.children)]);

describeEachDialect('authorisation', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const pushed: Pushed = [];
  const kit = authorityKit(ctx);
  const ids = {} as Record<
    'system' | 'permission' | 'userMenu' | 'roleMenu' | 'btnAdd' | 'btnEdit' | 'column' | 'form' | 'scheme',
    string
  >;
  /** A full grant of 用户管理 with btn_add, one column, form field and scheme. */
  const userMenuBody = (objectType: AuthorityObjectType) => ({
    objectType,
    systemIds: [ids.system],
    module: [ids.permission, ids.userMenu],
    button: [ids.btnAdd],
    column: [ids.column],
    form: [ids.form],
    resource: [ids.scheme],
  });

  beforeAll(async () => {
    app = ctx.app;
    app.services.push = { toUsers: (userIds, frame) => pushed.push({ ids: userIds, frame }) };
    admin = await ctx.signIn('admin');
    ids.system = await kit.idByCode('base_system', 'mainSystem');
    ids.permission = await kit.idByCode('base_module', 'permission');
    ids.userMenu = await kit.idByCode('base_module', 'permission.user');
    ids.roleMenu = await kit.idByCode('base_module', 'permission.role');
    ids.btnAdd = await kit.resourceId('base_module_button', 'permission.user', 'btn_add');
    ids.btnEdit = await kit.resourceId('base_module_button', 'permission.user', 'btn_edit');
    ids.column = await kit.resourceId('base_module_column', 'permission.user', 'account');
    ids.form = await kit.resourceId('base_module_form', 'permission.user', 'account');
    ids.scheme = await kit.resourceId('base_module_scheme', 'permission.user', 'allData');
  });

  it('answers the catalogue as trees with every id and what the object holds', async () => {
    const role = await kit.idByCode('base_role', 'hrStaff');
    const res = await kit.values(app, admin, 'Role', role);
    expect(res.code, res.msg).toBe(200);
    const v = res.data;
    expect(v.system.map((s) => s.enCode)).toEqual(expect.arrayContaining(['mainSystem', 'oaSystem']));
    const main = v.module.find((n) => n.id === ids.system)!;
    expect(main.kind).toBe('system');
    const permission = main.children.find((n) => n.id === ids.permission)!;
    expect(permission.children.map((n) => n.enCode)).toContain('permission.user');
    const userNode = flatten(v.button).find((n) => n.id === ids.userMenu)!;
    expect(userNode.kind).toBe('menu');
    expect(userNode.children.map((b) => [b.kind, b.enCode])).toContainEqual(['button', 'btn_add']);
    expect(flatten(v.column).find((n) => n.id === ids.column)?.kind).toBe('column');
    expect(flatten(v.resource).find((n) => n.id === ids.scheme)?.kind).toBe('resource');
    expect(v.all.button).toContain(ids.btnEdit);
    expect(v.all.module).toContain(ids.roleMenu);
    expect(v.granted.module).toContain(ids.userMenu);
    expect(v.granted.button).toEqual(expect.arrayContaining([ids.btnAdd, ids.btnEdit]));
    // hrStaff holds menus of the main system, so that system counts as granted
    expect(v.granted.system).toContain(ids.system);
  });

  it.each([
    ['Role', 'base_role', 'finance'],
    ['Position', 'base_position', 'accountant'],
    ['Organize', 'base_organize', 'fin'],
    ['Group', 'base_group', 'union'],
    ['User', 'base_user', 'sunqi'],
  ] as const)('saves and reads back the grants of a %s', async (objectType, table, code) => {
    const id = table === 'base_user' ? (await ctx.userRow(code)).id : await kit.idByCode(table, code);
    const before = (await kit.values(app, admin, objectType, id)).data.granted;
    const saved = await kit.save(app, admin, id, userMenuBody(objectType));
    expect(saved.code, saved.msg).toBe(200);
    const after = (await kit.values(app, admin, objectType, id)).data.granted;
    expect(sorted(after.module)).toEqual(sorted([ids.permission, ids.userMenu]));
    expect(after).toMatchObject({
      system: [ids.system],
      button: [ids.btnAdd],
      column: [ids.column],
      form: [ids.form],
      resource: [ids.scheme],
    });
    const rows = await ctx.db
      .selectFrom('base_authorize')
      .select('item_type')
      .where('object_type', '=', objectType)
      .where('object_id', '=', id)
      .execute();
    expect(rows).toHaveLength(7);
    expect((await kit.save(app, admin, id, kit.bodyOf(objectType, before))).code).toBe(200);
    expect(sorted((await kit.values(app, admin, objectType, id)).data.granted.module)).toEqual(
      sorted(before.module),
    );
  });

  it('refuses unknown objects, unknown items and items without their menu or system, changing nothing', async () => {
    const role = await kit.idByCode('base_role', 'finance');
    const before = (await kit.values(app, admin, 'Role', role)).data.granted;
    // 400 for a business rule, 401 for a body the schema refuses (closed: no administrator flag)
    const cases: [Record<string, unknown>, string, RegExp, number?][] = [
      [{ ...userMenuBody('Role') }, '999', /does not exist/],
      [{ ...userMenuBody('Role'), button: ['nope'] }, role, /No such permission item: button nope/],
      [{ ...userMenuBody('Role'), module: [ids.permission, 'x1'] }, role, /module x1/],
      [{ ...userMenuBody('Role'), systemIds: [] }, role, /needs its system/],
      [{ ...userMenuBody('Role'), module: [ids.permission] }, role, /needs its menu "用户管理"/],
      [{ ...userMenuBody('Role'), objectType: 'Tenant' }, role, /objectType/, 401],
      [{ ...userMenuBody('Role'), isAdministrator: 1 }, role, /isAdministrator/, 401],
      [{ ...userMenuBody('Role'), button: 'x' }, role, /button/, 401],
    ];
    for (const [body, id, msg, code = 400] of cases) {
      const res = await kit.save(app, admin, id, body);
      expect(res.code, JSON.stringify(body)).toBe(code);
      expect(res.msg).toMatch(msg);
    }
    const zh = await callAs(app, admin, {
      method: 'PUT',
      url: `/api/permission/Authority/Data/${role}`,
      payload: { ...userMenuBody('Role'), systemIds: [] },
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.msg).toBe('菜单“组织权限”所属的系统未授权，请同时勾选其系统');
    expect((await kit.values(app, admin, 'Role', role)).data.granted).toEqual(before);
    expect((await kit.values(app, admin, 'User', 'nobody')).code).toBe(400);
  });

  it('applies a role grant at the next request, pushes refresh, and a revocation removes it at once', async () => {
    const employee = await kit.idByCode('base_role', 'employee');
    const zhangsan = await ctx.signIn('zhangsan');
    const zhangsanId = (await ctx.userRow('zhangsan')).id;
    const list = () => callAs(app, zhangsan, { url: '/api/permission/Users' });
    const add = () => callAs(app, zhangsan, { method: 'POST', url: '/api/permission/Users', payload: {} });
    const remove = () =>
      callAs(app, zhangsan, { method: 'DELETE', url: `/api/permission/Users/${zhangsanId}` });
    // warm every cache first: the grant must get through them
    expect(await kit.menuCodes(app, zhangsan)).not.toContain('permission.user');
    expect((await list()).code).toBe(403);
    const original = (await kit.values(app, admin, 'Role', employee)).data.granted;

    pushed.length = 0;
    const granted = {
      ...kit.bodyOf('Role', original),
      systemIds: [...new Set([...original.system, ids.system])],
      module: [...original.module, ids.permission, ids.userMenu],
      button: [...original.button, ids.btnAdd],
    };
    expect((await kit.save(app, admin, employee, granted)).code).toBe(200);
    expect(await kit.menuCodes(app, zhangsan)).toContain('permission.user');
    expect((await list()).code).toBe(200);
    expect((await add()).code).toBe(401); // past the permission check, refused by the schema
    expect((await remove()).code).toBe(403); // btn_remove was not granted
    const frame = pushed.find((p) => p.ids.includes(zhangsanId));
    expect(frame?.frame).toEqual({ method: 'refresh' });
    expect(frame?.ids).not.toContain((await ctx.userRow('admin')).id);
    expect(frame?.ids).not.toContain((await ctx.userRow('sunqi')).id);

    pushed.length = 0;
    expect((await kit.save(app, admin, employee, kit.bodyOf('Role', original))).code).toBe(200);
    expect(await kit.menuCodes(app, zhangsan)).not.toContain('permission.user');
    expect((await list()).code).toBe(403);
    expect(pushed.some((p) => p.ids.includes(zhangsanId))).toBe(true);
  });

  it('pushes refresh to holders of a main organisation or position and to a granted user', async () => {
    const sunqi = (await ctx.userRow('sunqi')).id;
    const fin = await kit.idByCode('base_organize', 'fin');
    await ctx.db
      .deleteFrom('base_user_relation')
      .where('user_id', '=', sunqi)
      .where('object_id', '=', fin)
      .execute();
    pushed.length = 0;
    const before = (await kit.values(app, admin, 'Organize', fin)).data.granted;
    expect((await kit.save(app, admin, fin, kit.bodyOf('Organize', before))).code).toBe(200);
    expect(pushed.flatMap((p) => p.ids)).toContain(sunqi);
    pushed.length = 0;
    const self = (await kit.values(app, admin, 'User', sunqi)).data.granted;
    expect((await kit.save(app, admin, sunqi, kit.bodyOf('User', self))).code).toBe(200);
    expect(pushed).toEqual([{ ids: [sunqi], frame: { method: 'refresh' } }]);
  });

  it('lists effective permissions with their sources; a disabled role grants nothing', async () => {
    const zhangsan = (await ctx.userRow('zhangsan')).id;
    const effective = () =>
      callAs<EffectivePermissions>(app, admin, { url: `/api/permission/Authority/Effective/${zhangsan}` });
    expect((await kit.save(app, admin, zhangsan, userMenuBody('User'))).code).toBe(200);
    const res = await effective();
    expect(res.code, res.msg).toBe(200);
    const menus = flatMenus(res.data.menus);
    const user = menus.find((m) => m.id === ids.userMenu)!;
    expect(user.sources).toEqual([{ objectType: 'User', objectId: zhangsan, fullName: '张三' }]);
    expect(user.button.map((b) => b.enCode)).toEqual(['btn_add']);
    expect(user.column.map((c) => c.enCode)).toEqual(['account']);
    expect(user.resource.map((c) => c.enCode)).toEqual(['allData']);
    const launch = menus.find((m) => m.enCode === 'workFlow.flowLaunch')!;
    expect(launch.sources).toEqual([expect.objectContaining({ objectType: 'Role', fullName: '普通员工' })]);
    expect(launch.button.map((b) => b.enCode)).toEqual(expect.arrayContaining(['btn_add', 'btn_detail']));
    expect(res.data.systems.map((s) => s.enCode)).toContain('mainSystem');

    const employee = await kit.idByCode('base_role', 'employee');
    await ctx.db.updateTable('base_role').set({ enabled_mark: 0 }).where('id', '=', employee).execute();
    app.services.access.invalidate();
    const disabled = flatMenus((await effective()).data.menus);
    expect(disabled.find((m) => m.enCode === 'workFlow.flowLaunch')).toBeUndefined();
    await ctx.db.updateTable('base_role').set({ enabled_mark: 1 }).where('id', '=', employee).execute();
    app.services.access.invalidate();
    expect((await kit.save(app, admin, zhangsan, { objectType: 'User' })).code).toBe(200);

    const adminId = (await ctx.userRow('admin')).id;
    const all = await callAs<EffectivePermissions>(app, admin, {
      url: `/api/permission/Authority/Effective/${adminId}`,
    });
    expect(all.data.isAdministrator).toBe(true);
    expect(flatMenus(all.data.menus).find((m) => m.id === ids.roleMenu)?.sources[0]?.objectType).toBe(
      'Administrator',
    );
  });
});
