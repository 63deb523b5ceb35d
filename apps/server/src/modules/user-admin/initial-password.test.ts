import { createHash } from 'node:crypto';
import type { UserCreated } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { generatePassword } from './initial-password';

const BASE = '/api/permission/Users';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

describe('generatePassword', () => {
  it('makes 14 characters with lower, upper and digits, different each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const p = generatePassword();
      expect(p).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z2-9]{14}$/);
      seen.add(p);
    }
    expect(seen.size).toBe(200);
  });
});

describeEachDialect('initial passwords and the forced change at first sign-in', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let rd = '';
  let employee = '';
  const en = { 'accept-language': 'en' };
  const create = (over: Record<string, unknown>, lang = 'en') =>
    callAs<UserCreated>(app, admin, {
      method: 'POST',
      url: BASE,
      headers: { 'accept-language': lang },
      payload: { realName: '新同事', organizeIds: [rd], roleIds: [employee], ...over },
    });
  const signIn = (account: string, plain: string) => ctx.signIn(account, md5(plain));
  const setForce = async (on: 0 | 1) => {
    await app.services.sysConfig.set('forceChangeInitialPassword', String(on));
  };

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    rd = await ctx.idByCode('base_organize', 'rd');
    employee = await ctx.idByCode('base_role', 'employee');
  });

  it('generates a strong password, answers it once, keeps only its hash and never answers it again', async () => {
    const res = await create({ account: 'genUser1' });
    expect(res.code, res.msg).toBe(200);
    const password = res.data.password!;
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{14}$/);
    const row = await ctx.userRow('genUser1');
    expect(JSON.stringify(row)).not.toContain(password);
    expect(JSON.stringify(row)).not.toContain(md5(password));
    const info = await app.inject({ url: `${BASE}/${res.data.id}`, headers: { authorization: admin } });
    const list = await app.inject({ url: `${BASE}?keyword=genUser1`, headers: { authorization: admin } });
    for (const later of [info.body, list.body]) {
      expect(later).toContain('genUser1');
      expect(later).not.toContain(password);
    }
    expect(await signIn('genUser1', password)).toMatch(/^Bearer /);
  });

  it('takes a strong password the administrator chose and answers no password', async () => {
    const res = await create({ account: 'chosenUser1', initialPassword: 'Welcome2026!' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data).toEqual({ id: expect.any(String) as string });
    expect(await signIn('chosenUser1', 'Welcome2026!')).toMatch(/^Bearer /);
  });

  it('refuses a weak chosen password with a translated message and creates nobody', async () => {
    for (const weak of ['abc123', 'abcdefghij', '1234567890', 'weakUser1'])
      expect(await create({ account: 'weakUser1', initialPassword: weak })).toMatchObject({
        code: 400,
        msg: 'The initial password must be 8-16 characters with both letters and digits, and differ from the account',
      });
    expect((await create({ account: 'weakUser1', initialPassword: 'abc123' }, 'zh')).msg).toBe(
      '初始密码须为8-16位，同时包含字母和数字，且不能与账号相同',
    );
    expect((await create({ account: 'weakUser1', initialPassword: 'abc123' }, 'zhtw')).msg).toBe(
      '初始密碼須為8-16位，同時包含字母和數字，且不能與帳號相同',
    );
    const found = await ctx.db
      .selectFrom('base_user')
      .select('id')
      .where('account', '=', 'weakUser1')
      .execute();
    expect(found).toEqual([]);
  });

  it('lets a user who must change the password do nothing else until changed, then everything', async () => {
    await setForce(1);
    const { data } = await create({ account: 'mustUser1' });
    const token = await signIn('mustUser1', data.password!);
    const message = await callAs<{ mustChangePassword: boolean }>(app, token, {
      method: 'POST',
      url: '/api/oauth/updatePasswordMessage',
      headers: en,
    });
    expect(message).toMatchObject({
      code: 200,
      msg: 'Your password is the initial one an administrator set; change it now',
      data: { mustChangePassword: true },
    });
    for (const url of ['/api/system/SysConfig', '/api/permission/Users/Selector'])
      expect(await callAs(app, token, { url, headers: en })).toMatchObject({
        code: 403,
        msg: 'Change your initial password first; you can continue once it is changed',
      });
    expect((await callAs(app, token, { url: '/api/oauth/CurrentUser' })).code).toBe(200);
    const changed = await callAs(app, token, {
      method: 'POST',
      url: '/api/permission/Users/Current/Actions/ModifyPassword',
      payload: { oldPassword: md5(data.password!), password: md5('MyOwnPass2026') },
    });
    expect(changed.code, changed.msg).toBe(200);
    expect((await callAs(app, token, { url: '/api/system/SysConfig' })).code).toBe(200);
    const after = await callAs<{ mustChangePassword: boolean }>(app, token, {
      method: 'POST',
      url: '/api/oauth/updatePasswordMessage',
    });
    expect(after.data.mustChangePassword).toBe(false);
    expect(Number((await ctx.userRow('mustUser1')).must_change_password)).toBe(0);
  });

  it('does not hold the user back while the setting is off', async () => {
    await setForce(0);
    try {
      const { data } = await create({ account: 'freeUser1' });
      const token = await signIn('freeUser1', data.password!);
      expect((await callAs(app, token, { url: '/api/system/SysConfig' })).code).toBe(200);
      const message = await callAs<{ mustChangePassword: boolean }>(app, token, {
        method: 'POST',
        url: '/api/oauth/updatePasswordMessage',
      });
      expect(message.data.mustChangePassword).toBe(false);
    } finally {
      await setForce(1);
    }
  });

  it('resets with a generated, a chosen or (original client) md5 password, and marks it to be changed', async () => {
    const { data } = await create({ account: 'resetUser1', initialPassword: 'First2026pass' });
    const url = `${BASE}/${data.id}/Actions/ResetPassword`;
    const reset = (payload: Record<string, unknown>) =>
      callAs<{ password: string } | null>(app, admin, { method: 'POST', url, payload, headers: en });
    const generated = await reset({});
    expect(generated.code, generated.msg).toBe(200);
    expect(generated.data!.password).toMatch(/^.{14}$/);
    expect(await signIn('resetUser1', generated.data!.password)).toMatch(/^Bearer /);
    expect((await ctx.userRow('resetUser1')).must_change_password).toBe(1);
    const info = await app.inject({ url: `${BASE}/${data.id}`, headers: { authorization: admin } });
    expect(info.body).not.toContain(generated.data!.password);
    expect(await reset({ password: 'short1' })).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/8-16/) as string,
    });
    expect(await reset({ password: 'Second2026pass', userPassword: md5('x') })).toMatchObject({
      code: 400,
      msg: 'Choose one way only: a chosen password or a generated one',
    });
    expect(await reset({ password: 'Second2026pass' })).toMatchObject({ code: 200, data: null });
    expect(await signIn('resetUser1', 'Second2026pass')).toMatch(/^Bearer /);
  });
});
