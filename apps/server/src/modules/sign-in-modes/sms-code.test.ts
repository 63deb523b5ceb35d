import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { call } from '../../../test/helpers/http';
import { SMS_CODE_LIFETIME_MS } from './sms-code.service';

describeEachDialect('mobile verification code sign-in', (ctx) => {
  const sent: { mobile: string; code: string }[] = [];
  // each test moves the clock past the resend wait of the previous one
  let clock = Date.now();
  beforeEach(() => {
    sent.length = 0;
    ctx.app.services.smsCodes.sender = { send: async (mobile, code) => void sent.push({ mobile, code }) };
    clock += 10 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock);
  });
  afterEach(() => vi.useRealTimers());
  const mobileOf = async (account: string) =>
    (
      await ctx.db
        .selectFrom('base_user')
        .select('mobile_phone')
        .where('account', '=', account)
        .executeTakeFirstOrThrow()
    ).mobile_phone!;
  const requestCode = (mobile: unknown) =>
    call<{ resendAfter: number }>(ctx.app, {
      method: 'POST',
      url: '/api/oauth/SmsCode',
      payload: { mobile },
    });
  const signIn = (mobile: string, code: string) =>
    call<{ token: string; theme: string }>(ctx.app, {
      method: 'POST',
      url: '/api/oauth/LoginBySms',
      payload: { mobile, code },
    });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('sends a 6-digit code to the mobile of an enabled user and signs in with it once', async () => {
    const mobile = await mobileOf('zhaoliu');
    const res = await requestCode(mobile);
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ resendAfter: 60 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.code).toMatch(/^\d{6}$/);
    const stored = await ctx.db
      .selectFrom('base_sms_code')
      .select('code_hash')
      .where('mobile', '=', mobile)
      .execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(sent[0]!.code);
    const ok = await signIn(mobile, sent[0]!.code);
    expect(ok.code).toBe(200);
    expect(ok.data.token).toMatch(/^Bearer /);
    const log = await ctx.db
      .selectFrom('base_sys_log')
      .select('user_name')
      .where('abstracts', '=', 'loginSuccessSms')
      .execute();
    expect(log.some((r) => r.user_name?.endsWith('/zhaoliu'))).toBe(true);
    expect((await signIn(mobile, sent[0]!.code)).code).toBe(400);
  });

  it('answers an unknown mobile exactly like a known one but sends nothing', async () => {
    const unknown = await requestCode('13999999999');
    expect(unknown.code).toBe(200);
    expect(unknown.data).toEqual({ resendAfter: 60 });
    expect(sent).toHaveLength(0);
    const again = await requestCode('13999999999');
    expect(again.code).toBe(429);
    expect((await signIn('13999999999', '123456')).msg).toBe('验证码错误或已失效');
  });

  it('refuses a resend within 60 seconds with the seconds left, and allows it after', async () => {
    const mobile = await mobileOf('hanxue');
    await requestCode(mobile);
    vi.setSystemTime(clock + 20_000);
    const early = await requestCode(mobile);
    expect(early.code).toBe(429);
    expect(early.msg).toBe('请40秒后再获取验证码');
    vi.setSystemTime(clock + 61_000);
    expect((await requestCode(mobile)).code).toBe(200);
    expect(sent).toHaveLength(2);
    // only the newest code works
    expect((await signIn(mobile, sent[0]!.code)).code).toBe(400);
    expect((await signIn(mobile, sent[1]!.code)).code).toBe(200);
  });

  it('kills a code after 5 wrong attempts, even for the right code afterwards', async () => {
    const mobile = await mobileOf('hanxue');
    await requestCode(mobile);
    const code = sent[0]!.code;
    for (let i = 0; i < 5; i += 1) expect((await signIn(mobile, wrong(code))).code).toBe(400);
    const row = await ctx.db
      .selectFrom('base_sms_code')
      .select('attempts')
      .where('mobile', '=', mobile)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(5);
    expect((await signIn(mobile, code)).code).toBe(400);
    const failures = await ctx.db
      .selectFrom('base_sys_log')
      .select('abstracts')
      .where('abstracts', '=', 'wrongSmsCode')
      .execute();
    expect(failures.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses an expired code', async () => {
    const mobile = await mobileOf('zhaoliu');
    await requestCode(mobile);
    vi.setSystemTime(clock + SMS_CODE_LIFETIME_MS + 1);
    const res = await signIn(mobile, sent[0]!.code);
    expect(res.code).toBe(400);
    expect(res.msg).toBe('验证码错误或已失效');
  });

  it('refuses a disabled user and sends nothing to their mobile', async () => {
    const mobile = await mobileOf('sunqi');
    await ctx.db.updateTable('base_user').set({ enabled_mark: 0 }).where('account', '=', 'sunqi').execute();
    expect((await requestCode(mobile)).code).toBe(200);
    expect(sent).toHaveLength(0);
    await ctx.db.updateTable('base_user').set({ enabled_mark: 1 }).where('account', '=', 'sunqi').execute();
  });

  it('refuses malformed and hostile mobiles with the mobile message', async () => {
    for (const bad of ['12345678901', '1380000000a', '138 0000 0000', '+8613800000000', '']) {
      const res = await requestCode(bad);
      expect(res.code).toBe(400);
      expect(res.msg).toBe('请正确输入您的手机号');
    }
    const huge = await requestCode('1'.repeat(10_000));
    expect(huge.code).toBe(401);
    expect((await requestCode(12345)).code).toBe(401);
    expect((await signIn('13800000001', 'x'.repeat(10_000))).code).toBe(401);
    expect((await signIn('13800000001', 'abcdef')).code).toBe(400);
    const en = await call(ctx.app, {
      method: 'POST',
      url: '/api/oauth/SmsCode',
      payload: { mobile: 'abc' },
      headers: { 'accept-language': 'en' },
    });
    expect(en.msg).toBe('Please enter a valid mobile number');
    expect(sent).toHaveLength(0);
  });

  it('the public settings answer names the company but no private setting', async () => {
    const res = await call<Record<string, string>>(ctx.app, {
      method: 'GET',
      url: '/api/system/SysConfig/public',
    });
    expect(res.data.sysName).toBe('Tessera');
    expect(res.data.companyName).toBe('星河示例科技有限公司');
    expect(res.data).not.toHaveProperty('newUserDefaultPassword');
    expect(res.data).not.toHaveProperty('tokenTimeout');
  });
});
