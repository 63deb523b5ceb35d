import { expect, it } from 'vitest';
import { describeEachDialect } from '../helpers/dialects';
import { call, callAs } from '../helpers/http';

const en = { 'accept-language': 'en' };
const unstorable = (field: string) =>
  `${field}: contains a character that is not allowed (NUL, a control character or an invalid Unicode surrogate)`;

describeEachDialect('the request edge', (ctx) => {
  it('refuses a NUL byte in the sign-in body with code 400 naming the field', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/oauth/Login',
      headers: en,
      payload: { account: 'admin\u0000', password: 'x' },
    });
    expect(res).toEqual({ code: 400, msg: unstorable('account'), data: null });
  });

  it('refuses a NUL byte in a query string and in a path parameter, in the caller language', async () => {
    const token = await ctx.signIn('admin');
    const query = await callAs(ctx.app, token, {
      url: '/api/permission/Users?keyword=%00&currentPage=1&pageSize=20',
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(query.code).toBe(400);
    expect(query.msg).toMatch(/^keyword：包含不允許的字元/);
    const param = await callAs(ctx.app, token, { url: '/api/system/Menu/a%00b', headers: en });
    expect(param).toEqual({ code: 400, msg: unstorable('id'), data: null });
  });

  it('refuses lone surrogates and control characters nested in a body, and in keys', async () => {
    const token = await ctx.signIn('admin');
    const nested = await callAs(ctx.app, token, {
      method: 'POST',
      url: '/api/permission/Users/getSelectedList',
      headers: { ...en, 'content-type': 'application/json' },
      payload: '{"ids":["ok","x\\ud800"]}',
    });
    expect(nested).toEqual({ code: 400, msg: unstorable('ids.1'), data: null });
    const key = await callAs(ctx.app, token, {
      method: 'POST',
      url: '/api/permission/Users/getSelectedList',
      headers: { ...en, 'content-type': 'application/json' },
      payload: '{"a\\u001bb":1}',
    });
    expect(key).toEqual({ code: 400, msg: unstorable('a\uFFFDb'), data: null });
  });

  it('refuses a NUL at the bottom of a body nested 400,000 deep, with a short field name', async () => {
    const depth = 400_000;
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/oauth/Login',
      headers: { ...en, 'content-type': 'application/json' },
      payload: `{"account":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
    });
    expect(res).toEqual({ code: 400, msg: unstorable('account.0.0.0.0.0.0.0.…'), data: null });
  });

  it('keeps tab, line breaks, emoji and paired surrogates', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/oauth/Login',
      headers: en,
      payload: { account: 'no\tsuch\r\nuser 😀', password: 'x' },
    });
    expect(res.msg).toBe('Wrong account or password');
  });

  it('answers bad percent-encoding and over-long path segments with the 400 envelope', async () => {
    for (const url of [
      '/api/system/Menu/%E0%A4%A',
      '/api/system/Menu/%',
      '/api/system/Menu/%zz',
      '/api/system/Menu/%C0%AF',
      '/api/system/Menu/%ED%A0%80',
      `/api/system/Menu/${'x'.repeat(300)}`,
    ]) {
      const res = await ctx.app.inject({ url, headers: en });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({
        code: 400,
        msg: 'The request address is malformed (invalid percent-encoding or a path segment too long)',
        data: null,
      });
    }
  });

  it('answers bad percent-encoding in a query string with an envelope', async () => {
    const token = await ctx.signIn('admin');
    for (const query of ['keyword=%E0%A4%A', 'keyword=%', '%zz=1', 'keyword=%C0%AF'])
      expect((await callAs(ctx.app, token, { url: `/api/permission/Users?${query}` })).code).not.toBe(500);
  });

  it('refuses a multipart upload without a boundary, and a cut-off one, with code 400', async () => {
    const token = await ctx.signIn('admin');
    const noBoundary = await callAs(ctx.app, token, {
      method: 'POST',
      url: '/api/file/Uploader/userAvatar',
      headers: { ...en, 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    const message = 'The upload is malformed (the multipart body has no boundary or is incomplete)';
    expect(noBoundary).toEqual({ code: 400, msg: message, data: null });
    const cutOff = await callAs(ctx.app, token, {
      method: 'POST',
      url: '/api/file/Uploader/userAvatar',
      headers: { ...en, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(cutOff.code).toBe(400);
  });
});
