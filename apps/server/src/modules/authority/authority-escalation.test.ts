import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { authorityKit } from './test-helpers';

// zhouba holds role hrStaff (permission.user with btn_add/btn_edit, permission.organize, oa.meeting),
// position hrSpecialist and department hr; the test grants hrStaff the authorisation page too.
describeEachDialect('authorisation without self-escalation', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let zhouba = '';
  const kit = authorityKit(ctx);
  const ids: Record<string, string> = {};
  const ownMenu = () => ({
    objectType: 'Role' as const,
    systemIds: [ids.system!],
    module: [ids.permission!, ids.userMenu!],
    button: [ids.btnAdd!],
  });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    await kit.grantRole('hrStaff', 'permission.authorize', ['btn_edit']);
    app.services.access.invalidate();
    zhouba = await ctx.signIn('zhouba');
    ids.system = await kit.idByCode('base_system', 'mainSystem');
    ids.permission = await kit.idByCode('base_module', 'permission');
    ids.userMenu = await kit.idByCode('base_module', 'permission.user');
    ids.roleMenu = await kit.idByCode('base_module', 'permission.role');
    ids.launch = await kit.idByCode('base_module', 'workFlow.flowLaunch');
    ids.btnAdd = await kit.resourceId('base_module_button', 'permission.user', 'btn_add');
    ids.btnRemove = await kit.resourceId('base_module_button', 'permission.user', 'btn_remove');
    ids.employee = await kit.idByCode('base_role', 'employee');
  });

  it('refuses a non-administrator editing an object they belong to, or themselves', async () => {
    const own: [Parameters<typeof kit.save>[3]['objectType'] & string, string][] = [
      ['Role', await kit.idByCode('base_role', 'hrStaff')],
      ['Position', await kit.idByCode('base_position', 'hrSpecialist')],
      ['Organize', await kit.idByCode('base_organize', 'hr')],
      ['User', (await ctx.userRow('zhouba')).id],
    ];
    for (const [objectType, id] of own) {
      const res = await kit.save(app, zhouba, id, { ...ownMenu(), objectType });
      expect(res.code, objectType).toBe(403);
      expect(res.msg).toBe(
        'You cannot change the permissions of yourself or of a role, position, organisation or group you belong to',
      );
    }
    const roles = await ctx.db
      .selectFrom('base_authorize')
      .select('item_id')
      .where('object_id', '=', own[0]![1])
      .execute();
    expect(roles.map((r) => r.item_id)).not.toContain(ids.roleMenu);
  });

  it('lets a non-administrator grant only what they hold and keeps what they do not hold', async () => {
    const before = (await kit.values(app, admin, 'Role', ids.employee!)).data.granted;
    expect(before.module).toContain(ids.launch);

    const notHeld = await kit.save(app, zhouba, ids.employee!, {
      ...ownMenu(),
      module: [ids.permission!, ids.userMenu!, ids.roleMenu!],
    });
    expect(notHeld.code).toBe(403);
    expect(notHeld.msg).toBe('You can only grant permissions you hold yourself: 角色管理');
    const notHeldButton = await kit.save(app, zhouba, ids.employee!, {
      ...ownMenu(),
      button: [ids.btnRemove!],
    });
    expect(notHeldButton.code).toBe(403);

    // the workflow menus zhouba does not hold are not sent, yet they stay
    const res = await kit.save(app, zhouba, ids.employee!, ownMenu());
    expect(res.code, res.msg).toBe(200);
    const after = (await kit.values(app, admin, 'Role', ids.employee!)).data.granted;
    expect(after.module).toEqual(expect.arrayContaining([ids.launch, ids.userMenu]));
    expect(after.button).toEqual(expect.arrayContaining([...before.button, ids.btnAdd]));

    // zhouba sees only what he holds
    const seen = (await kit.values(app, zhouba, 'Role', ids.employee!)).data;
    expect(seen.all.module).toContain(ids.userMenu);
    expect(seen.all.module).not.toContain(ids.roleMenu);
    expect(seen.all.module).not.toContain(ids.launch);
    expect(seen.all.button).not.toContain(ids.btnRemove);

    expect((await kit.save(app, admin, ids.employee!, kit.bodyOf('Role', before))).code).toBe(200);
  });

  it('asks for the authorisation menu, and its edit button to save', async () => {
    const lisi = await ctx.signIn('lisi');
    expect((await kit.values(app, lisi, 'Role', ids.employee!)).code).toBe(403);
    expect((await kit.save(app, lisi, ids.employee!, ownMenu())).code).toBe(403);
    const effective = await callAs(app, lisi, { url: `/api/permission/Authority/Effective/${ids.employee}` });
    expect(effective.code).toBe(403);
    expect((await kit.values(app, 'Bearer nope', 'Role', ids.employee!)).code).toBe(602);
    const objects = await callAs(app, lisi, { url: '/api/permission/Authority/Objects/Role' });
    expect(objects.code).toBe(403);
  });

  it('lists the objects of every type to a holder of the authorisation menu alone', async () => {
    type Item = { id: string; fullName: string; hint: string; children: Item[] };
    const list = async (type: string, keyword?: string) => {
      const res = await callAs<{ list: Item[] }>(app, zhouba, {
        url: `/api/permission/Authority/Objects/${type}`,
        // the web client adds a timestamp to every GET
        query: { ...(keyword ? { keyword } : {}), n: '1700000000000' },
      });
      expect(res.code, `${type}: ${res.msg}`).toBe(200);
      return res.data.list;
    };
    const flat = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flat(i.children)]);
    // zhouba holds neither the role, position nor group administration menus
    expect((await callAs(app, zhouba, { url: '/api/permission/Role' })).code).toBe(403);
    expect((await list('Role')).map((r) => r.id)).toContain(ids.employee);
    expect((await list('Role', 'employ')).map((r) => r.hint)).toEqual(['employee']);
    const accountant = (await list('Position', 'accountant'))[0];
    expect(accountant?.hint).toBe('财务部');
    expect((await list('Group', 'union')).map((g) => g.hint)).toEqual(['union']);
    const users = await list('User', 'sunqi');
    expect(users.map((u) => [u.fullName, u.hint])).toEqual([['孙七', 'sunqi']]);
    expect(users[0]).not.toHaveProperty('mobilePhone');
    // organisations come as a tree: a keyword keeps the match with its ancestors
    const tree = await list('Organize', 'fin');
    expect(tree).toHaveLength(1);
    expect(flat(tree).map((o) => o.hint)).toContain('fin');
    expect(flat(tree).length).toBeLessThan(flat(await list('Organize')).length);
    // a hostile keyword is only text
    expect(await list('User', "%' or 1=1 --")).toEqual([]);
    const bad = await callAs(app, zhouba, { url: '/api/permission/Authority/Objects/Tenant' });
    expect(bad.code).not.toBe(200);
  });
});
