import type { CurrentUserResult, MenuItem, UserAdminInfo } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { TEST_REDIS_URL, twoInstances } from '../../../test/helpers/instances';
import { callAs } from '../../../test/helpers/http';
import { newId } from '../../lib/ids';

const flatten = (items: MenuItem[]): string[] => items.flatMap((m) => [m.enCode, ...flatten(m.children)]);

// Grants and CurrentUser answers are cached per user; a user's roles, positions, groups and
// organisations (and whether those are enabled) decide both. These prove a change made through
// user, role, position, group or organisation administration reaches the very next request, the
// caches being warm.
describeEachDialect('permission caches after relation changes', (ctx) => {
  type Coded = 'base_role' | 'base_position' | 'base_group' | 'base_organize';
  const ADMIN_PATHS: Record<Coded, string> = {
    base_role: '/api/permission/Role',
    base_position: '/api/permission/Position',
    base_group: '/api/permission/Group',
    base_organize: '/api/permission/Organize',
  };
  /** The envelope code of a menu-checked list route (200, or the refusal). */
  const listCode = async (token: string, path: string) => (await callAs(ctx.app, token, { url: path })).code;
  /** The menus CurrentUser shows (none when it refuses a user left without any). */
  const menus = async (token: string) => {
    const res = await callAs<CurrentUserResult | null>(ctx.app, token, { url: '/api/oauth/CurrentUser' });
    return res.data ? flatten(res.data.menuList) : [];
  };
  /** Asks twice, so the grants and the CurrentUser answer are cached. */
  const warm = async (token: string, path: string, code: number) => {
    for (let i = 0; i < 2; i += 1) {
      expect(await listCode(token, path)).toBe(code);
      await menus(token);
    }
  };
  /** Grants a menu to a role, position, group or organisation (as the authority screen would save it). */
  const grant = async (objectType: string, objectId: string, menuCode: string) => {
    await ctx.db
      .insertInto('base_authorize')
      .values({
        id: newId(),
        item_type: 'module',
        item_id: await ctx.idByCode('base_module', menuCode),
        object_type: objectType,
        object_id: objectId,
        created_at: Date.now(),
      })
      .execute();
    ctx.app.services.access.invalidate();
  };
  /** Saves an object's own administration form again with `enabledMark` changed. */
  const setEnabled = async (admin: string, table: Coded, id: string, enabledMark: 0 | 1) => {
    const url = `${ADMIN_PATHS[table]}/${id}`;
    const info = (await callAs<Record<string, unknown>>(ctx.app, admin, { url })).data;
    const res =
      table === 'base_role'
        ? await callAs(ctx.app, admin, { method: 'PUT', url: `${url}/Actions/State` })
        : await callAs(ctx.app, admin, { method: 'PUT', url, payload: { ...info, enabledMark } });
    expect(res.code, res.msg).toBe(200);
    const row = await ctx.db
      .selectFrom(table)
      .select('enabled_mark')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.enabled_mark)).toBe(enabledMark);
  };

  it('takes a role away from a user (user administration) at the next request, and gives it back', async () => {
    const admin = await ctx.signIn('admin');
    const token = await ctx.signIn('heping'); // holds hrStaff, which grants permission.organize
    const { id } = await ctx.userRow('heping');
    const url = `/api/permission/Users/${id}`;
    const info = (await callAs<UserAdminInfo>(ctx.app, admin, { url })).data;
    const body = { ...info, managerId: info.managerId ?? undefined };
    await warm(token, ADMIN_PATHS.base_organize, 200);
    expect(await menus(token)).toContain('permission.organize');

    const removed = await callAs(ctx.app, admin, { method: 'PUT', url, payload: { ...body, roleIds: [] } });
    expect(removed.code, removed.msg).toBe(200);
    expect(await listCode(token, ADMIN_PATHS.base_organize)).toBe(403);
    expect(await menus(token)).not.toContain('permission.organize');

    const back = await callAs(ctx.app, admin, { method: 'PUT', url, payload: body });
    expect(back.code, back.msg).toBe(200);
    expect(await listCode(token, ADMIN_PATHS.base_organize)).toBe(200);
    expect(await menus(token)).toContain('permission.organize');
  });

  it('gives a user a group (user administration) at the next request', async () => {
    const admin = await ctx.signIn('admin');
    const token = await ctx.signIn('songtao');
    const { id } = await ctx.userRow('songtao');
    await grant('Group', await ctx.idByCode('base_group', 'techCommittee'), 'permission.authorize');
    const url = `/api/permission/Users/${id}`;
    const info = (await callAs<UserAdminInfo>(ctx.app, admin, { url })).data;
    await warm(token, ADMIN_PATHS.base_group, 403);
    expect(await menus(token)).not.toContain('permission.authorize');
    const groupIds = [...info.groupIds, await ctx.idByCode('base_group', 'techCommittee')];
    const res = await callAs(ctx.app, admin, {
      method: 'PUT',
      url,
      payload: { ...info, managerId: info.managerId ?? undefined, groupIds },
    });
    expect(res.code, res.msg).toBe(200);
    expect(await menus(token)).toContain('permission.authorize');
  });

  const cases: { table: Coded; code: string; type: string; account: string; menu: string; path: string }[] = [
    {
      table: 'base_role',
      code: 'finance',
      type: 'Role',
      account: 'xuming',
      menu: 'permission.group',
      path: ADMIN_PATHS.base_group,
    },
    {
      table: 'base_position',
      code: 'operator',
      type: 'Position',
      account: 'gaoyan',
      menu: 'permission.position',
      path: ADMIN_PATHS.base_position,
    },
    {
      table: 'base_group',
      code: 'union',
      type: 'Group',
      account: 'zhaoliu',
      menu: 'permission.role',
      path: ADMIN_PATHS.base_role,
    },
    {
      table: 'base_organize',
      code: 'support',
      type: 'Organize',
      account: 'luoxin',
      menu: 'permission.group',
      path: ADMIN_PATHS.base_group,
    },
  ];
  for (const c of cases)
    it(`withdraws what a disabled ${c.type} granted at the next request, and restores it`, async () => {
      const admin = await ctx.signIn('admin');
      const token = await ctx.signIn(c.account);
      const id = await ctx.idByCode(c.table, c.code);
      await grant(c.type, id, c.menu);
      await warm(token, c.path, 200);
      await setEnabled(admin, c.table, id, 0);
      try {
        expect(await listCode(token, c.path)).toBe(403);
        expect(await menus(token)).not.toContain(c.menu);
      } finally {
        await setEnabled(admin, c.table, id, 1);
      }
      expect(await listCode(token, c.path)).toBe(200);
      expect(await menus(token)).toContain(c.menu);
    });
});

// Two instances on one database and one Redis: a role taken away on A is refused on B, which had
// the user's grants and CurrentUser answer cached.
describeEachDialect('permission caches after relation changes, across instances', (ctx) => {
  const apps = twoInstances(ctx);

  it.skipIf(!TEST_REDIS_URL)('refuses on B a route whose role was taken away on A', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const admin = await ctx.signIn('admin', undefined, a);
    const token = await ctx.signIn('zhouba', undefined, b); // holds hrStaff: permission.organize
    const url = `/api/permission/Users/${(await ctx.userRow('zhouba')).id}`;
    const info = (await callAs<UserAdminInfo>(a, admin, { url })).data;
    const organizeList = async () => (await callAs(b, token, { url: '/api/permission/Organize' })).code;
    for (let i = 0; i < 2; i += 1) expect(await organizeList()).toBe(200);
    const payload = { ...info, managerId: info.managerId ?? undefined, roleIds: [] };
    const res = await callAs(a, admin, { method: 'PUT', url, payload });
    expect(res.code, res.msg).toBe(200);
    // the bridge's message arrives within milliseconds; without it, B answers from its cache for 5 s
    await expect.poll(organizeList, { timeout: 2000, interval: 20 }).toBe(403);
  });
});
