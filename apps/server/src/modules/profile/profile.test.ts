import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type {
  AuthorizeMenu,
  BaseInfoResult,
  SubordinateItem,
  UploadResult,
  UserMajorItem,
} from '@tessera/shared';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { newId } from '../../lib/ids';
import { multipartBody, tinyPng } from '../files/test-files';

const BASE = '/api/permission/Users/Current';

describeEachDialect('profile', (ctx) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-profile-')) });
  });
  const userRow = (account: string) => ctx.userRow(account);

  it('answers the caller its own record with organisation path, position and roles', async () => {
    const token = await ctx.signIn('zhangsan', undefined, app);
    const res = await callAs<BaseInfoResult>(app, token, { url: `${BASE}/BaseInfo` });
    expect(res.code).toBe(200);
    // The original platform's names: its profile page reads organize, position, ranks and roleId.
    expect(res.data).toMatchObject({
      account: 'zhangsan',
      realName: '张三',
      position: '软件工程师',
      ranks: '',
    });
    expect(res.data.organize).toBe('星河示例科技有限公司/研发部');
    expect(res.data.roleId).toContain('普通员工');
    for (const gone of ['organizeName', 'positionName', 'roleName', 'password_hash'])
      expect(res.data).not.toHaveProperty(gone);
  });

  it('saves self-editable fields and ignores account, roles, organisation and isAdministrator', async () => {
    const token = await ctx.signIn('zhaoliu', undefined, app);
    const before = await userRow('zhaoliu');
    const res = await callAs(app, token, {
      method: 'PUT',
      url: `${BASE}/BaseInfo`,
      payload: {
        realName: '赵六六',
        mobilePhone: '13912345678',
        email: 'zl@example.com',
        signature: 'hello',
        birthday: 631152000000,
        account: 'root',
        isAdministrator: 1,
        is_administrator: 1,
        organizeId: 'x',
        organize_id: 'x',
        roleId: 'admin',
        enabledMark: 0,
      },
    });
    expect(res.code).toBe(200);
    const after = await userRow('zhaoliu');
    expect(after).toMatchObject({
      real_name: '赵六六',
      mobile_phone: '13912345678',
      email: 'zl@example.com',
      signature: 'hello',
      account: 'zhaoliu',
      is_administrator: 0,
      organize_id: before.organize_id,
      enabled_mark: 1,
    });
    expect(Number(after.birthday)).toBe(631152000000);
    // A field left out keeps its value; an empty one is cleared.
    await callAs(app, token, {
      method: 'PUT',
      url: `${BASE}/BaseInfo`,
      payload: { realName: '赵六六', email: '' },
    });
    expect(await userRow('zhaoliu')).toMatchObject({ mobile_phone: '13912345678', email: null });
    const me = await callAs<{ userInfo: { userName: string } }>(app, token, {
      url: '/api/oauth/CurrentUser',
    });
    expect(me.data.userInfo.userName).toBe('赵六六');
  });

  it('refuses a malformed phone or e-mail, naming the field', async () => {
    const token = await ctx.signIn('zhaoliu', undefined, app);
    for (const [field, value] of [
      ['mobilePhone', '12345'],
      ['email', 'not-an-email'],
    ]) {
      const res = await callAs(app, token, {
        method: 'PUT',
        url: `${BASE}/BaseInfo`,
        payload: { realName: 'x', [field as string]: value },
      });
      expect(res.code).toBe(401);
      expect(res.msg).toContain(field);
    }
  });

  it('sets the avatar only to an uploaded file', async () => {
    const token = await ctx.signIn('zhangsan', undefined, app);
    const missing = await callAs(app, token, { method: 'PUT', url: `${BASE}/Avatar/${'a'.repeat(32)}.png` });
    expect(missing.code).toBe(400);
    const traversal = await callAs(app, token, {
      method: 'PUT',
      url: `${BASE}/Avatar/..%2F..%2Fetc%2Fpasswd`,
    });
    expect(traversal.code).toBe(400);
    const { payload, headers } = multipartBody('me.png', 'image/png', tinyPng());
    const up = await callAs<UploadResult>(app, token, {
      method: 'POST',
      url: '/api/file/Uploader/userAvatar',
      payload,
      headers,
    });
    const set = await callAs(app, token, { method: 'PUT', url: `${BASE}/Avatar/${up.data.name}` });
    expect(set.code).toBe(200);
    expect((await userRow('zhangsan')).head_icon).toBe(up.data.name);
    const me = await callAs<{ userInfo: { headIcon: string } }>(app, token, {
      url: '/api/oauth/CurrentUser',
    });
    expect(me.data.userInfo.headIcon).toBe(up.data.url);
  });

  it('switches the major organisation only to one the user belongs to', async () => {
    const user = await userRow('sunqi');
    const orgs = await ctx.db.selectFrom('base_organize').select(['id', 'en_code']).execute();
    const hr = orgs.find((o) => o.en_code === 'hr')!.id;
    const rd = orgs.find((o) => o.en_code === 'rd')!.id;
    await ctx.db
      .insertInto('base_user_relation')
      .values({
        id: newId(),
        user_id: user.id,
        object_type: 'Organize',
        object_id: hr,
        created_at: Date.now(),
        created_by: null,
      })
      .execute();
    const token = await ctx.signIn('sunqi', undefined, app);
    const list = await callAs<UserMajorItem[]>(app, token, { url: `${BASE}/getUserOrganizes` });
    expect(list.data.map((o) => o.id)).toContain(hr);
    expect(list.data.find((o) => o.isDefault)?.id).toBe(user.organize_id);
    expect(list.data.find((o) => o.id === hr)?.path).toBe('星河示例科技有限公司/人事部');
    const foreign = await callAs(app, token, {
      method: 'PUT',
      url: `${BASE}/major`,
      payload: { majorId: rd, majorType: 'Organize' },
    });
    expect(foreign.code).toBe(400);
    expect((await userRow('sunqi')).organize_id).toBe(user.organize_id);
    const mine = await callAs(app, token, {
      method: 'PUT',
      url: `${BASE}/major`,
      payload: { majorId: hr, majorType: 'Organize' },
    });
    expect(mine.code).toBe(200);
    const me = await callAs<{ userInfo: { organizeId: string } }>(app, token, {
      url: '/api/oauth/CurrentUser',
    });
    expect(me.data.userInfo.organizeId).toBe(hr);
    const positions = await callAs<UserMajorItem[]>(app, token, { url: `${BASE}/getUserPositions` });
    expect(positions.data).toHaveLength(1);
    const badPos = await callAs(app, token, {
      method: 'PUT',
      url: `${BASE}/major`,
      payload: { majorId: hr, majorType: 'Position' },
    });
    expect(badPos.code).toBe(400);
  });

  it('switches the application the caller sees, remembers it, and refuses one the caller cannot see', async () => {
    const systems = await ctx.db.selectFrom('base_system').select(['id', 'en_code']).execute();
    const oa = systems.find((s) => s.en_code !== 'mainSystem')!;
    const switchTo = (token: string) =>
      callAs(app, token, {
        method: 'PUT',
        url: `${BASE}/major`,
        payload: { majorId: oa.id, majorType: 'System' },
      });
    const token = await ctx.signIn('zhouba', undefined, app);
    expect((await switchTo(token)).code).toBe(200);
    const me = await callAs<{ userInfo: { systemId: string }; menuList: { enCode: string }[] }>(app, token, {
      url: '/api/oauth/CurrentUser',
    });
    expect(me.data.userInfo.systemId).toBe(oa.id);
    expect(me.data.menuList.map((m) => m.enCode)).not.toContain('permission');
    expect((await userRow('zhouba')).system_id).toBe(oa.id);
    const outsider = await ctx.signIn('zhangsan', undefined, app);
    expect((await switchTo(outsider)).code).toBe(400);
    expect((await userRow('zhangsan')).system_id).not.toBe(oa.id);
  });

  it('lists subordinates of the caller and refuses another manager outside the chain', async () => {
    const boss = await userRow('wujiu');
    const report = await userRow('zhouba');
    await ctx.db.updateTable('base_user').set({ manager_id: boss.id }).where('id', '=', report.id).execute();
    const token = await ctx.signIn('wujiu', undefined, app);
    const mine = await callAs<SubordinateItem[]>(app, token, { url: `${BASE}/Subordinate/0` });
    expect(mine.data.map((s) => s.account)).toEqual(['zhouba']);
    expect(mine.data[0]?.isLeaf).toBe(true);
    const other = await callAs(app, await ctx.signIn('zhangsan', undefined, app), {
      url: `${BASE}/Subordinate/${boss.id}`,
    });
    expect(other.code).toBe(403);
  });

  it('answers the authorised menu tree with the granted buttons only', async () => {
    const token = await ctx.signIn('zhangsan', undefined, app);
    const res = await callAs<AuthorizeMenu[]>(app, token, { url: `${BASE}/Authorize` });
    const flat: AuthorizeMenu[] = [];
    const walk = (nodes: AuthorizeMenu[]) => nodes.forEach((n) => (flat.push(n), walk(n.children)));
    walk(res.data);
    const launch = flat.find((m) => m.enCode === 'workFlow.flowLaunch');
    expect(launch?.buttons.sort()).toEqual(['btn_add', 'btn_detail']);
    expect(flat.some((m) => m.enCode === 'permission.user')).toBe(false);
  });

  it('pages the caller own sign-in log and filters by category and time', async () => {
    const token = await ctx.signIn('zhangsan', undefined, app);
    const res = await callAs<{
      list: { abstracts: string; creatorTime: number }[];
      pagination: { total: number };
    }>(app, token, {
      url: `${BASE}/SystemLog?category=1&currentPage=1&pageSize=2`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.data.list).toHaveLength(2);
    expect(res.data.pagination.total).toBeGreaterThanOrEqual(2);
    expect(res.data.list[0]?.abstracts).toBe('Signed in');
    const future = await callAs<{ list: unknown[] }>(app, token, {
      url: `${BASE}/SystemLog?category=1&startTime=${Date.now() + 60_000}`,
    });
    expect(future.data.list).toHaveLength(0);
    const ops = await callAs<{ list: unknown[] }>(app, token, { url: `${BASE}/SystemLog?category=5` });
    expect(ops.data.list).toHaveLength(0);
    const byText = await callAs<{ list: unknown[] }>(app, token, {
      url: `${BASE}/SystemLog?category=1&keyword=${encodeURIComponent('登录成功')}`,
    });
    expect(byText.data.list.length).toBeGreaterThanOrEqual(2);
    const none = await callAs<{ list: unknown[] }>(app, token, {
      url: `${BASE}/SystemLog?category=1&keyword=zzzz`,
    });
    expect(none.data.list).toHaveLength(0);
    const bad = await callAs(app, token, { url: `${BASE}/SystemLog?category=9` });
    expect(bad.code).toBe(401);
  });

  it('refuses every profile route without a token', async () => {
    for (const url of [
      'BaseInfo',
      'Authorize',
      'SystemLog',
      'getUserOrganizes',
      'SignImg',
      'Subordinate/0',
    ]) {
      const res = await app.inject({ url: `${BASE}/${url}` });
      expect(res.json<{ code: number }>().code, url).toBe(602);
    }
  });
});
