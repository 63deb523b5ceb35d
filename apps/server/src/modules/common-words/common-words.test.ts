import type {
  CommonWordsBody,
  CommonWordsItem,
  CommonWordsOption,
} from '@tessera/shared/common-words.contract';
import type { Paged } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { newId } from '../../lib/ids';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import type { CommonWordsTables } from './common-words.table';

const BASE = '/api/system/CommonWords';
const SEEDED = ['同意', '已阅', '请补充材料', '情况属实，建议批准', '不同意，请说明理由'];

describeEachDialect('common words', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let lisi = '';
  const db = () => ctx.db.withTables<CommonWordsTables>();
  const body = (over: Partial<CommonWordsBody> = {}): CommonWordsBody => ({
    commonWordsText: '测试短语',
    commonWordsType: 0,
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const post = (token: string, payload: unknown, lang = 'en') =>
    callAs<{ id: string }>(app, token, {
      method: 'POST',
      url: BASE,
      payload: payload as object,
      headers: { 'accept-language': lang },
    });
  const list = async (token: string, query: Record<string, string> = {}) =>
    (await callAs<Paged<CommonWordsItem>>(app, token, { url: BASE, query: { pageSize: '100', ...query } }))
      .data;

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    // lisi's role (deptManager) gets the menu and its buttons
    await ctx.grantMenu('deptManager', 'system.commonWords');
    lisi = await ctx.signIn('lisi');
  });

  it('lists the seeded system phrases by page, keyword and kind; LIKE and SQL text match nothing', async () => {
    const page = await callAs<Paged<CommonWordsItem>>(app, admin, { url: BASE, query: { pageSize: '2' } });
    expect(page.code, page.msg).toBe(200);
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 5 });
    expect((await list(admin)).list.map((w) => w.commonWordsText)).toEqual(SEEDED);
    expect((await list(admin, { keyword: '同意' })).list.map((w) => w.commonWordsText)).toEqual([
      '同意',
      '不同意，请说明理由',
    ]);
    expect((await list(admin, { type: '1' })).pagination.total).toBe(0);
    for (const keyword of ['%', '_', "' or 1=1 --", '1); drop table base_common_words; --'])
      expect((await list(admin, { keyword })).pagination.total, keyword).toBe(0);
    expect((await list(admin, { sidx: 'owner_id; drop', sort: 'desc' })).pagination.total).toBe(5);
    const refused = await callAs(app, admin, { url: BASE, query: { type: '7' } });
    expect(refused.code).toBe(401);
  });

  it('creates, reads, edits and deletes a phrase; markup is kept as plain text', async () => {
    const html = '<script>alert("x")</script><b>粗体</b> & 10 > 9';
    const res = await post(admin, body({ commonWordsText: `  ${html}  `, description: '说明' }));
    expect(res.code, res.msg).toBe(200);
    const url = `${BASE}/${res.data.id}`;
    const info = await callAs<CommonWordsItem>(app, admin, { url });
    expect(info.data).toMatchObject({ commonWordsText: html, commonWordsType: 0, description: '说明' });
    const put = await callAs(app, admin, {
      method: 'PUT',
      url,
      payload: body({ commonWordsText: '已审核', sortCode: 9, enabledMark: 0 }),
    });
    expect(put.code, put.msg).toBe(200);
    expect((await callAs<CommonWordsItem>(app, admin, { url })).data).toMatchObject({
      commonWordsText: '已审核',
      sortCode: 9,
      enabledMark: 0,
    });
    expect((await callAs(app, admin, { method: 'DELETE', url })).code).toBe(200);
    expect((await callAs(app, admin, { url })).code).toBe(404);
    const row = await db()
      .selectFrom('base_common_words')
      .selectAll()
      .where('id', '=', res.data.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted_at).not.toBeNull();
    expect(row).toMatchObject({ created_by: expect.any(String), updated_by: expect.any(String) });
    // the text is free again once its row is deleted
    expect((await post(admin, body({ commonWordsText: '已审核' }))).code).toBe(200);
  });

  it('refuses empty, blank, too long, NUL and mistyped input with the field named', async () => {
    const bad: [unknown, number][] = [
      [body({ commonWordsText: '' }), 401],
      [body({ commonWordsText: '   ' }), 401],
      [body({ commonWordsText: '长'.repeat(201) }), 401],
      [body({ commonWordsText: 'a\u0000b' }), 400],
      [{ ...body(), commonWordsType: 2 }, 401],
      [{ ...body(), commonWordsType: 'system' }, 401],
      [{ ...body(), sortCode: -1 }, 401],
      [{ commonWordsType: 0 }, 401],
    ];
    for (const [payload, code] of bad) {
      const res = await post(admin, payload);
      expect(res.code, JSON.stringify(payload)).toBe(code);
      expect(res.msg).not.toMatch(/select|insert|stack|\bat\b/i);
    }
    expect((await post(admin, body({ commonWordsText: '' }))).msg).toMatch(/commonWordsText/);
    expect((await post(admin, body({ commonWordsText: '长'.repeat(200) }))).code).toBe(200);
  });

  it('keeps a text once per owner among live phrases', async () => {
    expect(await post(admin, body({ commonWordsText: '同意' }))).toMatchObject({
      code: 400,
      msg: 'The name is already in use: 同意',
    });
    expect((await post(admin, body({ commonWordsText: '同意' }), 'zh')).msg).toBe('名称已存在：同意');
    const mine = await post(admin, body({ commonWordsText: '同意', commonWordsType: 1 }));
    expect(mine.code, mine.msg).toBe(200);
    expect((await post(admin, body({ commonWordsText: '同意', commonWordsType: 1 }))).code).toBe(400);
    expect((await post(lisi, body({ commonWordsText: '同意', commonWordsType: 1 }))).code).toBe(200);
    const other = await post(admin, body({ commonWordsText: '另一条' }));
    const renamed = await callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${other.data.id}`,
      payload: body({ commonWordsText: '已阅' }),
      headers: { 'accept-language': 'en' },
    });
    expect(renamed).toMatchObject({ code: 400, msg: 'The name is already in use: 已阅' });
  });

  it("hides another user's personal phrase and refuses to read, edit or delete it", async () => {
    const theirs = await post(lisi, body({ commonWordsText: '李四的短语', commonWordsType: 1 }));
    expect(theirs.code, theirs.msg).toBe(200);
    const url = `${BASE}/${theirs.data.id}`;
    expect((await list(admin)).list.map((w) => w.id)).not.toContain(theirs.data.id);
    expect((await list(lisi, { type: '1' })).list.map((w) => w.commonWordsText)).toContain('李四的短语');
    for (const call of [
      { method: 'GET', url },
      { method: 'PUT', url, payload: body({ commonWordsText: '改掉' }) },
      { method: 'DELETE', url },
    ] as const)
      expect((await callAs(app, admin, call)).code, call.method).toBe(403);
    expect((await callAs<CommonWordsItem>(app, lisi, { url })).data.commonWordsText).toBe('李四的短语');
    expect((await callAs(app, lisi, { method: 'DELETE', url })).code).toBe(200);
  });

  it('serves the picker to any signed-in user: enabled system phrases and their own', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const owner = (await ctx.userRow('zhangsan')).id;
    await db()
      .insertInto('base_common_words')
      .values({
        id: newId(),
        common_words_text: '张三的短语',
        common_words_type: 1,
        owner_id: owner,
        created_at: Date.now(),
        created_by: owner,
        description: null,
      })
      .execute();
    const off = await post(admin, body({ commonWordsText: '停用短语', enabledMark: 0 }));
    expect(off.code).toBe(200);
    const res = await callAs<{ list: CommonWordsOption[] }>(app, zhangsan, { url: `${BASE}/Selector` });
    expect(res.code, res.msg).toBe(200);
    const texts = res.data.list.map((o) => o.commonWordsText);
    expect(texts).toEqual(expect.arrayContaining([...SEEDED, '张三的短语']));
    expect(texts).not.toContain('停用短语');
    expect(texts).not.toContain('李四的短语');
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('refuses every administration route to a user without the menu with 403', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const id = (await list(admin)).list[0]!.id;
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'POST', url: BASE, payload: body({ commonWordsText: '无权' }) },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: body({ commonWordsText: '无权' }) },
      { method: 'DELETE', url: `${BASE}/${id}` },
    ] as const;
    for (const call of calls)
      expect((await callAs(app, zhangsan, call)).code, `${call.method} ${call.url}`).toBe(403);
    expect((await callAs(app, '', { url: `${BASE}/Selector` })).code).not.toBe(200);
  });
});
