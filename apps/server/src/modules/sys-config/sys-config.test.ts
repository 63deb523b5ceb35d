import { createHash, randomBytes } from 'node:crypto';
import type { PublicSysConfig, SysConfigBody, SysConfigSettings } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { describeEachDialect, testConfig } from '../../../test/helpers/dialects';
import { call, callAs } from '../../../test/helpers/http';

const BASE = '/api/system/SysConfig';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describeEachDialect('system settings', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let original: SysConfigBody;
  const en = { 'accept-language': 'en' };
  const save = (over: Record<string, unknown>, lang = 'en') =>
    callAs(app, admin, {
      method: 'PUT',
      url: BASE,
      payload: { ...original, ...over },
      headers: { 'accept-language': lang },
    });
  const login = (account: string, password = md5('123456'), extra: Record<string, string> = {}) =>
    call<{ token: string }>(app, {
      method: 'POST',
      url: '/api/oauth/Login',
      payload: { account, password, ...extra },
      headers: en,
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    const { sysVersion, newUserDefaultPasswordSet, ...rest } = (
      await callAs<SysConfigSettings>(app, admin, { url: BASE })
    ).data;
    expect(sysVersion).toBe('0.1.0');
    expect(newUserDefaultPasswordSet).toBe(true);
    expect(rest).not.toHaveProperty('newUserDefaultPassword');
    original = rest;
  });
  afterEach(async () => {
    expect((await save({})).code).toBe(200);
  });

  it('answers every setting, typed', () => {
    expect(original).toMatchObject({
      sysName: 'Tessera',
      tokenTimeout: 1440,
      singleLogin: 2,
      passwordErrorsNumber: 5,
      lockType: 2,
      lockTime: 10,
      enableVerificationCode: 0,
      verificationCodeNumber: 4,
    });
  });

  it('refuses bad values with a clear message per setting, in the caller language', async () => {
    expect(await save({ tokenTimeout: 1 })).toMatchObject({
      code: 400,
      msg: 'The session timeout must be a whole number of minutes from 5 to 43200',
    });
    expect((await save({ tokenTimeout: 1 }, 'zh')).msg).toBe('登录超时须为5到43200之间的整数（分钟）');
    expect((await save({ lockTime: 2.5 })).msg).toBe(
      'The lock time must be a whole number of minutes from 1 to 1440',
    );
    expect((await save({ singleLogin: 3 })).msg).toBe('singleLogin must be one of 1, 2');
    expect((await save({ sysName: '' })).msg).toBe('The system name is required, at most 50 characters');
    expect((await save({ isAdmin: 1 })).msg).toBe('Unknown setting: isAdmin');
    expect((await save({ newUserDefaultPassword: '123456' })).msg).toMatch(/6-16 letters and digits/);
    expect((await save({ logoIcon: 'javascript:alert(1)' })).msg).toMatch(/must be an image uploaded here/);
    expect((await save({ logoIcon: `/api/file/Image/annexpic/${'a'.repeat(32)}.png` })).msg).toBe(
      'The icon file does not exist; upload it again',
    );
  });

  it('shows the new public values on the sign-in page and in CurrentUser right after a save', async () => {
    expect((await save({ sysName: '星河平台', copyright: '© 星河' })).code).toBe(200);
    const pub = await call<PublicSysConfig>(app, { url: `${BASE}/public` });
    expect(pub.data).toMatchObject({ sysName: '星河平台', copyright: '© 星河' });
    const me = await callAs<{ sysConfigInfo: { sysName: string } }>(app, admin, {
      url: '/api/oauth/CurrentUser',
    });
    expect(me.data.sysConfigInfo.sysName).toBe('星河平台');
  });

  it('gives new sessions the configured lifetime', async () => {
    expect((await save({ tokenTimeout: 5 })).code).toBe(200);
    const res = await login('lisi');
    const row = await ctx.db
      .selectFrom('base_user_session')
      .select(['created_at', 'expires_at'])
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(res.code).toBe(200);
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(5 * 60_000);
  });

  it('with single sign-in, a new sign-in ends the older session (601)', async () => {
    const before = (await login('wangwu')).data.token;
    const third = (await login('wangwu')).data.token;
    expect((await callAs(app, before, { url: '/api/oauth/CurrentUser' })).code).toBe(200);
    expect((await save({ singleLogin: 1 })).code).toBe(200);
    const latest = (await login('wangwu')).data.token;
    expect((await callAs(app, before, { url: '/api/oauth/CurrentUser' })).code).toBe(601);
    expect((await callAs(app, third, { url: '/api/oauth/CurrentUser' })).code).toBe(601);
    expect((await callAs(app, latest, { url: '/api/oauth/CurrentUser' })).code).toBe(200);
  });

  it('locks after the configured number of wrong passwords, for the configured time', async () => {
    expect((await save({ passwordErrorsNumber: 2, lockType: 2, lockTime: 7 })).code).toBe(200);
    expect((await login('zhaoliu', md5('wrong1'))).msg).toBe('Wrong account or password');
    expect((await login('zhaoliu', md5('wrong2'))).msg).toBe(
      'Too many wrong passwords; the account is locked, try again in 7 minutes',
    );
    expect((await login('zhaoliu')).code).not.toBe(200);
    await ctx.db
      .updateTable('base_user')
      .set({ unlock_time: null, log_error_count: 0 })
      .where('account', '=', 'zhaoliu')
      .execute();
  });

  it('keeps the default password of imported users write-only: saved, never answered to anyone', async () => {
    expect((await save({ newUserDefaultPassword: 'Spring2026' })).code).toBe(200);
    const stored = await ctx.db
      .selectFrom('base_sys_config')
      .select('value')
      .where('key', '=', 'newUserDefaultPassword')
      .executeTakeFirstOrThrow();
    expect(stored.value).toBe('Spring2026');
    for (const token of [admin, await ctx.signIn('zhangsan')]) {
      const res = await app.inject({ url: BASE, headers: { authorization: token } });
      expect(res.body).not.toContain('Spring2026');
      expect(res.body).not.toContain('newUserDefaultPassword"');
      expect(res.json<{ data: SysConfigSettings }>().data.newUserDefaultPasswordSet).toBe(true);
    }
    expect((await save({ newUserDefaultPassword: '123abc' })).code).toBe(200);
  });

  it('turns the forced change of initial passwords off and on (default on)', async () => {
    expect(original.forceChangeInitialPassword).toBe(1);
    expect((await save({ forceChangeInitialPassword: 0 })).code).toBe(200);
    const read = await callAs<SysConfigSettings>(app, admin, { url: BASE });
    expect(read.data.forceChangeInitialPassword).toBe(0);
    expect((await save({ forceChangeInitialPassword: 2 })).msg).toBe(
      'forceChangeInitialPassword must be one of 0, 1',
    );
  });

  it('asks for the image verification code once enabled, and takes each code once', async () => {
    expect((await save({ enableVerificationCode: 1, verificationCodeNumber: 5 })).code).toBe(200);
    const config = await call<{ enableVerificationCode: boolean }>(app, { url: '/api/oauth/getConfig/lisi' });
    expect(config.data.enableVerificationCode).toBe(true);
    expect((await login('lisi')).msg).toBe('Enter the verification code');
    const key = `k${randomBytes(8).toString('hex')}`;
    const image = await app.inject({ url: `/api/oauth/ImageCode/4/${key}` });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toMatch(/^<svg[^>]*>/);
    expect(image.body).not.toMatch(/<text|<script/);
    expect((await login('lisi', undefined, { code: '00000', timestamp: key })).msg).toBe(
      'The verification code is wrong or has expired; refresh it and try again',
    );
    // a code whose answer the test knows, as the picture would show it
    await app.inject({ url: `/api/oauth/ImageCode/4/${key}` });
    await ctx.db
      .updateTable('base_image_code')
      .set({ answer_hash: sha256('24680') })
      .where('key_hash', '=', sha256(key))
      .execute();
    expect((await login('lisi', undefined, { code: '24680', timestamp: key })).code).toBe(200);
    expect((await login('lisi', undefined, { code: '24680', timestamp: key })).code).toBe(400);
  });

  it('answers zhangsan, who lacks the menu, exactly the non-secret settings, and refuses his save', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const read = await callAs<SysConfigSettings>(app, zhangsan, { url: BASE });
    expect(read.code).toBe(200);
    // the contract of the ordinary user's answer: these keys and no other (no secret among them)
    expect(Object.keys(read.data).sort()).toEqual(
      [
        'appIcon',
        'companyContacts',
        'companyName',
        'companyTelePhone',
        'copyright',
        'enableVerificationCode',
        'forceChangeInitialPassword',
        'lastLoginTimeSwitch',
        'lockTime',
        'lockType',
        'loginIcon',
        'logoIcon',
        'navigationIcon',
        'newUserDefaultPasswordSet',
        'passwordErrorsNumber',
        'singleLogin',
        'sysName',
        'sysVersion',
        'title',
        'tokenTimeout',
        'verificationCodeNumber',
      ].sort(),
    );
    expect(read.data).toMatchObject({ sysName: 'Tessera', newUserDefaultPasswordSet: true });
    expect((await callAs(app, zhangsan, { method: 'PUT', url: BASE, payload: original })).code).toBe(403);
  });

  it.skipIf(!process.env.REDIS_URL)(
    'drops the cached settings of another instance through Redis',
    async () => {
      const prefix = `tessera-test-${randomBytes(6).toString('hex')}:`;
      const config = testConfig({ REDIS_URL: process.env.REDIS_URL! });
      const a = await buildApp({ config, database: ctx.database, logger: false, redisPrefix: prefix });
      const b = await buildApp({ config, database: ctx.database, logger: false, redisPrefix: prefix });
      try {
        await a.ready();
        await b.ready();
        const name = async () => (await call<PublicSysConfig>(b, { url: `${BASE}/public` })).data.sysName;
        expect(await name()).toBe('Tessera'); // b's cache now holds the old name
        const token = await ctx.signIn('admin', undefined, a);
        const put = await callAs(a, token, {
          method: 'PUT',
          url: BASE,
          payload: { ...original, sysName: '跨实例' },
        });
        expect(put.code).toBe(200);
        await expect.poll(name, { timeout: 2000, interval: 50 }).toBe('跨实例');
      } finally {
        await a.close();
        await b.close();
      }
    },
  );
});
