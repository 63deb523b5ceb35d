import type { CurrentUserResult, MenuBody, MenuItem, MenuNode, MenuSelectorNode } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/system/Menu';

const flatten = <T extends { children: T[] }>(nodes: T[]): T[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

describeEachDialect('menu administration', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let mainId = '';
  const body = (over: Partial<MenuBody> = {}): MenuBody => ({
    parentId: '-1',
    systemId: mainId,
    type: 1,
    category: 'Web',
    fullName: '测试目录',
    enCode: 'testDir',
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, lang = 'en') =>
    callAs<{ id: string } | null>(app, admin, {
      method,
      url,
      payload: payload as object,
      headers: { 'accept-language': lang },
    });
  const post = async (payload: MenuBody, lang = 'en') =>
    callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload,
      headers: { 'accept-language': lang },
    });
  const created = async (payload: MenuBody) => {
    const res = await post(payload);
    expect(res.code, res.msg).toBe(200);
    return res.data.id;
  };
  const remove = (id: string) =>
    callAs(app, admin, { method: 'DELETE', url: `${BASE}/${id}`, headers: { 'accept-language': 'en' } });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    mainId = await ctx.idByCode('base_system', 'mainSystem');
  });

  it('lists the tree of the main system, filters by keyword and category', async () => {
    const tree = await callAs<{ list: MenuNode[] }>(app, admin, { url: BASE });
    expect(tree.code).toBe(200);
    const system = tree.data.list.find((n) => n.enCode === 'system')!;
    expect(system.children.map((c) => c.enCode)).toContain('system.menu');
    const found = await callAs<{ list: MenuNode[] }>(app, admin, {
      url: BASE,
      query: { keyword: 'SYSTEM.MENU', systemId: mainId },
    });
    expect(flatten(found.data.list).map((n) => n.enCode)).toEqual(['system', 'system.menu']);
    const app_ = await callAs<{ list: MenuNode[] }>(app, admin, { url: BASE, query: { category: 'App' } });
    expect(app_.data.list).toEqual([]);
    const bySystem = await callAs<{ list: MenuNode[] }>(app, admin, {
      url: `${BASE}/ModuleBySystem/${mainId}`,
    });
    expect(flatten(bySystem.data.list).length).toBe(flatten(tree.data.list).length);
    const bad = await callAs(app, admin, { url: BASE, query: { category: 'Desk' } });
    expect(bad.code).toBe(401);
  });

  it('creates a directory and a page under it, reads, edits, toggles and deletes them', async () => {
    const dir = await created(body({ icon: 'icon-ym icon-ym-folder' }));
    const page = await created(
      body({ parentId: dir, type: 2, fullName: '测试页面', enCode: 'testDir.page', urlAddress: 'test/page' }),
    );
    const info = await callAs<MenuNode>(app, admin, { url: `${BASE}/${page}` });
    expect(info.data).toMatchObject({ parentId: dir, type: 2, urlAddress: 'test/page', enabledMark: 1 });
    const put = await send('PUT', `${BASE}/${page}`, {
      ...body({
        parentId: dir,
        type: 2,
        fullName: '改名页面',
        enCode: 'testDir.page2',
        urlAddress: 'test/page2',
      }),
      description: '说明',
    });
    expect(put.code, put.msg).toBe(200);
    expect((await callAs<MenuNode>(app, admin, { url: `${BASE}/${page}` })).data).toMatchObject({
      fullName: '改名页面',
      enCode: 'testDir.page2',
      description: '说明',
    });
    expect((await callAs(app, admin, { method: 'PUT', url: `${BASE}/${page}/Actions/State` })).code).toBe(
      200,
    );
    expect((await callAs<MenuNode>(app, admin, { url: `${BASE}/${page}` })).data.enabledMark).toBe(0);
    const tree = await callAs<{ list: MenuNode[] }>(app, admin, { url: BASE, query: { keyword: '改名' } });
    expect(tree.data.list.map((n) => n.id)).toEqual([dir]);
    expect(tree.data.list[0]!.children.map((n) => n.id)).toEqual([page]);

    const refused = await remove(dir);
    expect(refused).toMatchObject({ code: 400, msg: 'This menu still has 1 sub-menus; delete them first' });
    expect((await remove(page)).code).toBe(200);
    expect((await remove(dir)).code).toBe(200);
    expect((await callAs(app, admin, { url: `${BASE}/${dir}` })).code).toBe(404);
    // The code is free again after the delete.
    const again = await created(body());
    expect((await remove(again)).code).toBe(200);
    const kept = await ctx.db
      .selectFrom('base_module')
      .select('deleted_at')
      .where('id', '=', dir)
      .executeTakeFirst();
    expect(kept?.deleted_at).toEqual(expect.anything());
  });

  it('fills the address of routed types and keeps link targets', async () => {
    const design = JSON.stringify({ moduleId: '42', junk: 'x' });
    const online = await created(body({ type: 3, enCode: 'testOnline', propertyJson: design }));
    expect((await callAs<MenuNode>(app, admin, { url: `${BASE}/${online}` })).data).toMatchObject({
      urlAddress: 'model/testOnline',
      propertyJson: '{"moduleId":"42"}',
    });
    const link = await created(
      body({ type: 7, enCode: 'testLink', urlAddress: 'https://example.com/a?b=1', linkTarget: '_self' }),
    );
    expect((await callAs<MenuNode>(app, admin, { url: `${BASE}/${link}` })).data).toMatchObject({
      urlAddress: 'https://example.com/a?b=1',
      linkTarget: '_self',
    });
    const dict = await created(body({ type: 4, enCode: 'testDict' }));
    expect((await callAs<MenuNode>(app, admin, { url: `${BASE}/${dict}` })).data.urlAddress).toBe(
      'dictionary/testDict',
    );
    for (const id of [online, link, dict]) expect((await remove(id)).code).toBe(200);
  });

  it('refuses bad types, addresses, codes, names and properties', async () => {
    expect((await post(body({ type: 9 }))).code).toBe(401);
    expect((await post({ ...body(), type: 'page' } as unknown as MenuBody)).code).toBe(401);
    for (const urlAddress of [undefined, '/system/menu', '../etc/passwd', 'https://x.com', 'a//b', 'a b'])
      expect((await post(body({ type: 2, urlAddress }))).msg, String(urlAddress)).toBe(
        'The page address must be a relative path such as system/menu',
      );
    for (const urlAddress of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.com',
      'ftp://x.com',
      'http://',
      'https://x.com/"onmouseover="alert(1)',
      undefined,
    ])
      expect((await post(body({ type: 7, urlAddress }))).msg, String(urlAddress)).toBe(
        'The link address must start with http:// or https://',
      );
    expect(
      (await post(body({ type: 6, urlAddress: 'javascript:alert(1)', propertyJson: '{"moduleId":"1"}' })))
        .code,
    ).toBe(400);
    expect((await post(body({ type: 3 }))).msg).toMatch(/propertyJson.moduleId/);
    expect((await post(body({ type: 5, propertyJson: '{"moduleId":""}' }))).code).toBe(400);
    expect((await post(body({ propertyJson: 'not json' }))).msg).toBe(
      'The menu properties (propertyJson) are malformed',
    );
    expect((await post(body({ propertyJson: '[1]' }))).code).toBe(400);
    expect((await post(body({ enCode: '.a' }))).msg).toMatch(/only letters, digits and dots/);
    expect((await post(body({ enCode: 'a.' }))).code).toBe(400);
    expect((await post(body({ enCode: 'a/b' }))).code).toBe(400);
    expect((await post(body({ fullName: '目录<script>' }), 'zh')).msg).toBe('名称不能含有特殊符号');
    expect((await post(body({ icon: 'x" onclick="y' }))).code).toBe(401);
    expect((await post(body({ enCode: 'system.menu' }))).msg).toBe('The code is already in use: system.menu');
    expect((await post(body({ systemId: 'missing' }))).msg).toBe('The system does not exist');
    expect((await post(body({ parentId: 'missing' }))).msg).toMatch(/parent menu does not exist/);
    const menuPage = await ctx.idByCode('base_module', 'system.menu');
    expect((await post(body({ parentId: menuPage }))).msg).toMatch(/parent menu does not exist/);
  });

  it('refuses a parent of another system, a move under itself, and a directory with children turning into a page', async () => {
    const other = await send('POST', '/api/system/System', {
      fullName: '另一系统',
      enCode: 'otherSys',
      sortCode: 0,
      enabledMark: 1,
    });
    const otherId = (other.data as { id: string }).id;
    const foreign = await created(body({ systemId: otherId, enCode: 'foreignDir' }));
    expect((await post(body({ parentId: foreign, enCode: 'x1' }))).msg).toMatch(/parent menu does not exist/);

    const top = await created(body({ enCode: 'loopTop' }));
    const child = await created(body({ parentId: top, enCode: 'loopChild' }));
    const grandchild = await created(body({ parentId: child, enCode: 'loopGrand' }));
    for (const parentId of [top, child, grandchild])
      expect((await send('PUT', `${BASE}/${top}`, body({ parentId, enCode: 'loopTop' }))).msg).toBe(
        'A menu cannot be moved under itself or one of its sub-menus',
      );
    expect(
      (await send('PUT', `${BASE}/${top}`, body({ enCode: 'loopTop', type: 2, urlAddress: 'a/b' }))).msg,
    ).toBe('This menu has sub-menus, so it must stay a directory');

    const selector = await callAs<{ list: MenuSelectorNode[] }>(app, admin, {
      url: `${BASE}/Selector/${child}/${mainId}`,
    });
    const ids = flatten(selector.data.list).map((n) => n.id);
    expect(ids).toContain(top);
    expect(ids).not.toContain(child);
    expect(ids).not.toContain(grandchild);
    expect(flatten(selector.data.list).every((n) => n.type === 0 || n.type === 1)).toBe(true);
    const all = await callAs<{ list: MenuSelectorNode[] }>(app, admin, {
      url: `${BASE}/Selector/0/${mainId}`,
    });
    expect(flatten(all.data.list).map((n) => n.id)).toEqual(expect.arrayContaining([top, child, grandchild]));

    const delSys = await callAs(app, admin, {
      method: 'DELETE',
      url: `/api/system/System/${otherId}`,
      headers: { 'accept-language': 'en' },
    });
    expect(delSys.msg).toBe('This system still has 1 menus; it cannot be deleted');
    for (const id of [grandchild, child, top, foreign]) expect((await remove(id)).code).toBe(200);
    expect((await callAs(app, admin, { method: 'DELETE', url: `/api/system/System/${otherId}` })).code).toBe(
      200,
    );
  });

  it('soft-deletes the resources of a deleted menu and removes every grant of them', async () => {
    const page = await created(body({ type: 2, enCode: 'grantPage', urlAddress: 'grant/page' }));
    const btn = await send('POST', '/api/system/ModuleButton', {
      moduleId: page,
      fullName: '新增',
      enCode: 'btn_add',
      sortCode: 0,
      enabledMark: 1,
    });
    const btnId = (btn.data as { id: string }).id;
    const role = await ctx.idByCode('base_role', 'employee');
    await ctx.db
      .insertInto('base_authorize')
      .values([
        {
          id: 'g-menu-1',
          item_type: 'module',
          item_id: page,
          object_type: 'Role',
          object_id: role,
          created_at: 1,
          created_by: null,
        },
        {
          id: 'g-btn-1',
          item_type: 'button',
          item_id: btnId,
          object_type: 'Role',
          object_id: role,
          created_at: 1,
          created_by: null,
        },
      ])
      .execute();
    expect((await remove(page)).code).toBe(200);
    const grants = await ctx.db
      .selectFrom('base_authorize')
      .select('id')
      .where('item_id', 'in', [page, btnId])
      .execute();
    expect(grants).toEqual([]);
    const button = await ctx.db
      .selectFrom('base_module_button')
      .select('deleted_at')
      .where('id', '=', btnId)
      .executeTakeFirstOrThrow();
    expect(button.deleted_at).toEqual(expect.anything());
  });

  it("shows a granted page in the user's CurrentUser menus at the next request after a write", async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const dir = await created(body({ enCode: 'cuDir', fullName: '新目录' }));
    const page = await created(
      body({
        parentId: dir,
        type: 2,
        enCode: 'cuDir.page',
        fullName: '新页面',
        urlAddress: 'cu/page',
        enabledMark: 0,
      }),
    );
    const role = await ctx.idByCode('base_role', 'employee');
    await ctx.db
      .insertInto('base_authorize')
      .values({
        id: 'g-cu-1',
        item_type: 'module',
        item_id: page,
        object_type: 'Role',
        object_id: role,
        created_at: 1,
        created_by: null,
      })
      .execute();
    const menusOf = async () =>
      flatten(
        (await callAs<CurrentUserResult>(app, zhangsan, { url: '/api/oauth/CurrentUser' })).data.menuList,
      ).map((m: MenuItem) => m.enCode);
    expect(await menusOf()).not.toContain('cuDir.page');
    // Enabling it through the API drops the caches: the very next request sees the menu and its directory.
    expect((await callAs(app, admin, { method: 'PUT', url: `${BASE}/${page}/Actions/State` })).code).toBe(
      200,
    );
    expect(await menusOf()).toEqual(expect.arrayContaining(['cuDir', 'cuDir.page']));
    expect((await remove(page)).code).toBe(200);
    expect(await menusOf()).not.toContain('cuDir.page');
    expect((await remove(dir)).code).toBe(200);
  });
});
