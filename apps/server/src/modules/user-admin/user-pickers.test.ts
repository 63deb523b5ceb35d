import type { Paged, UserPickerItem, UserSelectorNode } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/permission/Users';
const SENSITIVE = /mobilePhone|email|password|scrypt|@/;

describeEachDialect('user pickers', (ctx) => {
  let app: FastifyInstance;
  let zhangsan = '';
  const idOf = async (
    table: 'base_organize' | 'base_role' | 'base_position' | 'base_group',
    enCode: string,
  ) =>
    (await ctx.db.selectFrom(table).select('id').where('en_code', '=', enCode).executeTakeFirstOrThrow()).id;
  const pick = <T>(method: 'GET' | 'POST', url: string, payload?: object, query?: Record<string, string>) =>
    callAs<T>(app, zhangsan, { method, url: `${BASE}/${url}`, payload, query });

  beforeAll(async () => {
    app = ctx.app;
    zhangsan = await ctx.signIn('zhangsan');
    await ctx.db.updateTable('base_user').set({ enabled_mark: 0 }).where('account', '=', 'hanxue').execute();
  });

  it('answers every picker to a plain user with enabled users and picker fields only', async () => {
    const lisi = (await ctx.userRow('lisi')).id;
    const hanxue = (await ctx.userRow('hanxue')).id;
    const rd = await idOf('base_organize', 'rd');
    const answers = [
      await pick<{ list: UserSelectorNode[] }>('GET', 'Selector'),
      await pick<{ list: UserPickerItem[] }>('POST', 'getUserList', { userId: [lisi, hanxue] }),
      await pick('POST', 'getSelectedList', {
        userId: [`${lisi}--user`, `${rd}--department`, `${hanxue}--user`],
      }),
      await pick('POST', 'getSubordinates', {}),
      await pick('GET', 'getOrganization'),
      await pick('GET', 'GetUsersByPositionId', undefined, {
        positionId: await idOf('base_position', 'engineer'),
      }),
      await pick('GET', 'GetUsersByRoleOrgId', undefined, { roleId: await idOf('base_role', 'finance') }),
      await pick('POST', 'UserCondition', { departIds: [rd], groupIds: [await idOf('base_group', 'union')] }),
      await pick('POST', 'getSelectedUserList', { ids: [`${rd}--department`, `${hanxue}--user`] }),
      await pick('POST', `GetListByAuthorize/${rd}`, {}),
      await pick('POST', 'ImUser/Selector/0', {}),
      await pick('POST', `ImUser/Selector/${rd}`, {}),
      await pick('POST', 'ImUser/Selector/0', { keyword: 'li' }),
    ];
    const phones = (await ctx.db.selectFrom('base_user').select('mobile_phone').execute()).flatMap((r) =>
      r.mobile_phone ? [r.mobile_phone] : [],
    );
    expect(phones.length).toBeGreaterThan(0);
    for (const res of answers) {
      expect(res.code, res.msg).toBe(200);
      const text = JSON.stringify(res.data);
      expect(text).not.toMatch(SENSITIVE);
      for (const phone of phones) expect(text).not.toContain(phone);
      expect(JSON.stringify(res.data)).not.toContain(hanxue);
    }
    expect((answers[1]!.data as { list: UserPickerItem[] }).list).toEqual([
      {
        id: lisi,
        fullName: '李四/lisi',
        realName: '李四',
        account: 'lisi',
        headIcon: '',
        organize: expect.any(String),
        type: 'user',
      },
    ]);
    expect((answers[2]!.data as { list: { id: string; type: string }[] }).list.map((s) => s.type)).toEqual([
      'user',
      'department',
    ]);
    const byRd = (answers[4]!.data as Paged<UserPickerItem>).list.map((u) => u.account);
    expect(byRd).toContain('zhangsan');
    expect(byRd.every(Boolean)).toBe(true);
    const finance = (answers[6]!.data as Paged<UserPickerItem>).list.map((u) => u.account);
    expect(finance).toEqual(expect.arrayContaining(['sunqi', 'xuming']));
    const tree = (answers[0]!.data as { list: UserSelectorNode[] }).list;
    expect(tree[0]).toMatchObject({ type: 'company', hasChildren: true });
    const children = (answers[11]!.data as { list: UserSelectorNode[] }).list;
    expect(children.some((n) => n.type === 'user' && n.account === 'zhangsan')).toBe(true);
  });

  it('matches picker keywords literally on account and name, never on phone numbers', async () => {
    const phone = (await ctx.userRow('lisi')).mobile_phone;
    for (const keyword of ['%', '_', ...(phone ? [phone] : [])]) {
      const res = await pick<Paged<UserPickerItem>>('POST', 'UserCondition', {
        keyword,
        departIds: [],
        userIds: [(await ctx.userRow('lisi')).id],
      });
      expect(res.data.list, keyword).toEqual([]);
    }
    const res = await pick<Paged<UserPickerItem>>('POST', 'ImUser/Selector/0', { keyword: 'LISI' });
    expect(res.data.list.map((u) => u.account)).toEqual(['lisi']);
  });

  it('refuses every user admin route to zhangsan with 403 in the envelope', async () => {
    const id = (await ctx.userRow('lisi')).id;
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'GET', url: `${BASE}/All` },
      { method: 'POST', url: BASE, payload: {} },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: {} },
      { method: 'DELETE', url: `${BASE}/${id}` },
      { method: 'POST', url: `${BASE}/${id}/Actions/ResetPassword`, payload: { userPassword: 'x' } },
      { method: 'PUT', url: `${BASE}/${id}/Actions/State` },
      { method: 'PUT', url: `${BASE}/${id}/Actions/unlock` },
    ] as const;
    for (const c of calls) {
      const res = await callAs(app, zhangsan, { ...c, headers: { 'accept-language': 'en' } });
      expect(res, `${c.method} ${c.url}`).toEqual({
        code: 403,
        msg: 'You do not have permission for this action',
        data: null,
      });
    }
  });
});
