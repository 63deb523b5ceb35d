import { expect, it } from 'vitest';
import { MAX_SIGN_IMAGES, type SignImgItem } from '@tessera/shared';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { tinyPng } from '../files/test-files';

const BASE = '/api/permission/Users/Current';
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

describeEachDialect('signature images', (ctx) => {
  const add = (token: string, signImg: string, isDefault?: number) =>
    callAs<{ id: string }>(ctx.app, token, {
      method: 'POST',
      url: `${BASE}/SignImg`,
      payload: { signImg, isDefault },
    });
  const list = (token: string) => callAs<SignImgItem[]>(ctx.app, token, { url: `${BASE}/SignImg` });

  it('adds png images, makes the first the default and switches the default', async () => {
    const token = await ctx.signIn('lisi');
    const first = await add(token, dataUrl(tinyPng()));
    const second = await add(token, dataUrl(tinyPng(3, 3)));
    expect(first.code).toBe(200);
    let rows = (await list(token)).data;
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.isDefault === 1)?.id).toBe(first.data.id);
    expect(rows[0]?.signImg).toMatch(/^data:image\/png;base64,/);
    expect(
      (await callAs(ctx.app, token, { method: 'PUT', url: `${BASE}/${second.data.id}/SignImg` })).code,
    ).toBe(200);
    rows = (await list(token)).data;
    expect(rows.filter((r) => r.isDefault === 1).map((r) => r.id)).toEqual([second.data.id]);
  });

  it('refuses svg, html and oversize data, and more than the limit', async () => {
    const token = await ctx.signIn('sunqi');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await add(token, dataUrl(svg, 'image/svg+xml'))).code).not.toBe(200);
    expect((await add(token, dataUrl(svg))).code).toBe(400);
    expect((await add(token, 'javascript:alert(1)')).code).toBe(400);
    const big = Buffer.concat([tinyPng(), Buffer.alloc(201 * 1024)]);
    expect((await add(token, dataUrl(big))).code).toBe(400);
    for (let i = 0; i < MAX_SIGN_IMAGES; i += 1)
      expect((await add(token, dataUrl(tinyPng()))).code).toBe(200);
    expect((await add(token, dataUrl(tinyPng()))).code).toBe(400);
    expect((await list(token)).data).toHaveLength(MAX_SIGN_IMAGES);
  });

  it("never deletes or changes another user's image", async () => {
    const owner = await ctx.signIn('zhangsan');
    const { data } = await add(owner, dataUrl(tinyPng()));
    const intruder = await ctx.signIn('wangwu');
    expect(
      (await callAs(ctx.app, intruder, { method: 'DELETE', url: `${BASE}/${data.id}/SignImg` })).code,
    ).toBe(404);
    expect((await callAs(ctx.app, intruder, { method: 'PUT', url: `${BASE}/${data.id}/SignImg` })).code).toBe(
      404,
    );
    expect((await list(owner)).data.map((r) => r.id)).toContain(data.id);
    expect((await callAs(ctx.app, owner, { method: 'DELETE', url: `${BASE}/${data.id}/SignImg` })).code).toBe(
      200,
    );
    expect((await list(owner)).data.map((r) => r.id)).not.toContain(data.id);
  });
});
