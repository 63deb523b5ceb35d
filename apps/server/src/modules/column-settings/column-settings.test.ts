import type { ColumnSetting } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/permission/Authority';

describeEachDialect('column settings per user and menu', (ctx) => {
  let app: FastifyInstance;
  let lisi = '';
  let zhangsan = '';
  let userMenu = '';
  const menuId = async (enCode: string) =>
    (
      await ctx.db
        .selectFrom('base_module')
        .select('id')
        .where('en_code', '=', enCode)
        .where('deleted_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).id;
  const get = (token: string, moduleId: string) =>
    callAs<ColumnSetting[]>(app, token, {
      url: `${BASE}/GetColumnsByModuleId/${encodeURIComponent(moduleId)}`,
      headers: { 'accept-language': 'en' },
    });
  const set = (token: string, payload: unknown, lang = 'en') =>
    callAs(app, token, {
      method: 'PUT',
      url: `${BASE}/SetColumnsByModuleId`,
      payload: payload as object,
      headers: { 'accept-language': lang },
    });
  const list: ColumnSetting[] = [
    { prop: 'realName', label: '姓名', visible: true },
    { prop: 'account', label: '账户', visible: true },
    { prop: 'mobilePhone', label: '手机', visible: false },
  ];

  beforeAll(async () => {
    app = ctx.app;
    lisi = await ctx.signIn('lisi');
    zhangsan = await ctx.signIn('zhangsan');
    userMenu = await menuId('permission.user');
  });

  it('answers an empty list before anything is saved', async () => {
    const res = await get(lisi, userMenu);
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toEqual([]);
  });

  it('saves a list in its order and answers it back, replacing the previous one', async () => {
    const first = await set(lisi, { moduleId: userMenu, fieldList: JSON.stringify(list) });
    expect(first.code, first.msg).toBe(200);
    expect((await get(lisi, userMenu)).data).toEqual(list);
    const reordered = [list[2], list[0]];
    expect((await set(lisi, { moduleId: userMenu, fieldList: JSON.stringify(reordered) })).code).toBe(200);
    expect((await get(lisi, userMenu)).data).toEqual(reordered);
    const rows = await ctx.db
      .selectFrom('base_column_setting')
      .select('id')
      .where('module_id', '=', userMenu)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('keeps each user their own list', async () => {
    const admin = await ctx.signIn('admin');
    expect((await get(admin, userMenu)).data).toEqual([]);
    await set(admin, { moduleId: userMenu, fieldList: JSON.stringify([list[1]]) });
    expect((await get(admin, userMenu)).data).toEqual([list[1]]);
    expect((await get(lisi, userMenu)).data).not.toEqual([list[1]]);
  });

  it('refuses a menu the user may not open, and an unknown menu, with 403', async () => {
    expect((await get(zhangsan, userMenu)).code).toBe(403);
    const put = await set(zhangsan, { moduleId: userMenu, fieldList: '[]' });
    expect(put.code).toBe(403);
    expect((await get(lisi, 'no-such-menu')).code).toBe(403);
    const stored = await ctx.db
      .selectFrom('base_column_setting')
      .select('id')
      .where('user_id', '=', (await ctx.userRow('zhangsan')).id)
      .execute();
    expect(stored).toEqual([]);
  });

  it('asks for a session', async () => {
    const res = await callAs(app, '', { url: `${BASE}/GetColumnsByModuleId/${userMenu}` });
    expect(res.code).toBe(602);
  });

  it('refuses hostile lists with a clear message and keeps the saved one', async () => {
    const before = (await get(lisi, userMenu)).data;
    const cases: [unknown, string][] = [
      [{ moduleId: userMenu, fieldList: 'not json' }, 'Column settings must be a JSON list'],
      [{ moduleId: userMenu, fieldList: '{"prop":"a"}' }, 'Column settings must be a JSON list'],
      [{ moduleId: userMenu, fieldList: '[{"prop":"a","label":"b"}]' }, 'JSON list'],
      [{ moduleId: userMenu, fieldList: '[{"prop":"a","label":"b","visible":true,"admin":1}]' }, 'JSON list'],
      [
        {
          moduleId: userMenu,
          fieldList: '[{"__proto__":{"polluted":1},"prop":"a","label":"b","visible":true}]',
        },
        'JSON list',
      ],
      [
        { moduleId: userMenu, fieldList: '[{"prop":"__proto__","label":"b","visible":true}]' },
        'must start with a letter',
      ],
      [
        { moduleId: userMenu, fieldList: '[{"prop":"a;drop","label":"b","visible":true}]' },
        'must start with a letter',
      ],
      [
        {
          moduleId: userMenu,
          fieldList: JSON.stringify([{ prop: 'a', label: '<script>alert(1)</script>', visible: true }]),
        },
        'no < > or control characters',
      ],
      [
        {
          moduleId: userMenu,
          fieldList: JSON.stringify([{ prop: 'a', label: 'x'.repeat(101), visible: true }]),
        },
        'at most 100 characters',
      ],
      [
        {
          moduleId: userMenu,
          fieldList: JSON.stringify([
            { prop: 'a', label: 'x', visible: true },
            { prop: 'a', label: 'y', visible: false },
          ]),
        },
        'list a field twice',
      ],
      [
        {
          moduleId: userMenu,
          fieldList: JSON.stringify(
            Array.from({ length: 201 }, (_, i) => ({ prop: `c${i}`, label: '', visible: true })),
          ),
        },
        'at most 200 columns',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await set(lisi, payload);
      expect(res.code, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.msg).toContain(message);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await get(lisi, userMenu)).data).toEqual(before);
  });

  it('refuses 10,000 items and unknown body fields before reading them', async () => {
    const huge = JSON.stringify(
      Array.from({ length: 10_000 }, (_, i) => ({ prop: `c${i}`, label: 'x', visible: true })),
    );
    const res = await set(lisi, { moduleId: userMenu, fieldList: huge });
    expect(res.code).not.toBe(200);
    expect(res.msg).toContain('fieldList');
    const extra = await set(lisi, { moduleId: userMenu, fieldList: '[]', userId: 'someone' });
    expect(extra.code).not.toBe(200);
  });

  it('answers the refusal in the caller language', async () => {
    const res = await set(lisi, { moduleId: userMenu, fieldList: 'nope' }, 'zh');
    expect(res.msg).toBe('列设置必须是由 {prop, label, visible} 组成的 JSON 列表');
  });

  it('resets to the default with an empty list', async () => {
    expect((await set(lisi, { moduleId: userMenu, fieldList: '[]' })).code).toBe(200);
    expect((await get(lisi, userMenu)).data).toEqual([]);
  });
});
