import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { SEED_PASSWORD_MD5 } from '../../db/seed';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const URL = '/api/permission/Users/Current/Actions/ModifyPassword';

describeEachDialect('password change', (ctx) => {
  it('refuses a wrong old password with a clear message and keeps the old one', async () => {
    const token = await ctx.signIn('zhouba');
    const res = await callAs(ctx.app, token, {
      method: 'POST',
      url: URL,
      payload: { oldPassword: md5('nope123'), password: md5('abc12345') },
      headers: { 'accept-language': 'en' },
    });
    expect(res).toMatchObject({ code: 400, msg: 'The old password is wrong' });
    await expect(ctx.signIn('zhouba')).resolves.toMatch(/^Bearer /);
  });

  it('refuses a new password equal to the old one and a body that is not md5', async () => {
    const token = await ctx.signIn('zhouba');
    const same = await callAs(ctx.app, token, {
      method: 'POST',
      url: URL,
      payload: { oldPassword: SEED_PASSWORD_MD5, password: SEED_PASSWORD_MD5.toUpperCase() },
    });
    expect(same.code).toBe(400);
    const plain = await callAs(ctx.app, token, {
      method: 'POST',
      url: URL,
      payload: { oldPassword: '123456', password: 'abc123' },
    });
    expect(plain.code).toBe(401);
  });

  it('stores the new password, keeps the current session and signs every other one out', async () => {
    const other = await ctx.signIn('zhaoliu');
    const current = await ctx.signIn('zhaoliu');
    // Warm the other session's cache so the revocation must also clear it.
    expect((await callAs(ctx.app, other, { url: '/api/oauth/CurrentUser' })).code).toBe(200);
    const res = await callAs(ctx.app, current, {
      method: 'POST',
      url: URL,
      payload: { oldPassword: SEED_PASSWORD_MD5, password: md5('newpass1') },
    });
    expect(res.code).toBe(200);
    expect((await callAs(ctx.app, other, { url: '/api/oauth/CurrentUser' })).code).toBe(600);
    expect((await callAs(ctx.app, current, { url: '/api/oauth/CurrentUser' })).code).toBe(200);
    await expect(ctx.signIn('zhaoliu')).rejects.toThrow(/refused/);
    await expect(ctx.signIn('zhaoliu', md5('newpass1'))).resolves.toMatch(/^Bearer /);
    const revoked = await ctx.db
      .selectFrom('base_user_session as s')
      .innerJoin('base_user as u', 'u.id', 's.user_id')
      .select('s.revoke_reason')
      .where('u.account', '=', 'zhaoliu')
      .where('s.revoke_reason', '=', 'password')
      .execute();
    expect(revoked.length).toBeGreaterThanOrEqual(1);
    const log = await callAs<{ list: { abstracts: string }[] }>(ctx.app, current, {
      url: '/api/permission/Users/Current/SystemLog?category=5',
      headers: { 'accept-language': 'en' },
    });
    expect(log.data.list[0]?.abstracts).toMatch(/Password changed/);
  });
});
