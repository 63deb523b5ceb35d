import { billRuleBody } from '../../../test/helpers/fixtures';
import type {
  BillRuleBody,
  BillRuleExport,
  BillRuleItem,
  BillRuleSelectorItem,
  Paged,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { BillRuleService } from './bill-rule.service';

const BASE = '/api/system/BillRule';

describeEachDialect('bill rules', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const body = billRuleBody;
  const post = (payload: object, lang = 'en') =>
    callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload,
      headers: { 'accept-language': lang },
    });
  const created = async (over: Partial<BillRuleBody>) => {
    const res = await post(body(over));
    expect(res.code, res.msg).toBe(200);
    return res.data.id;
  };
  const number = (code: string, token = admin, lang = 'en') =>
    callAs<string>(app, token, { url: `${BASE}/BillNumber/${code}`, headers: { 'accept-language': lang } });
  const info = async (id: string) => (await callAs<BillRuleItem>(app, admin, { url: `${BASE}/${id}` })).data;
  const today = () => {
    const d = new Date();
    return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  };

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('lists rules newest first by page, keyword and category; the selector shows enabled ones', async () => {
    const page = await callAs<Paged<BillRuleItem>>(app, admin, { url: BASE, query: { pageSize: '2' } });
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 4 });
    const all = await callAs<Paged<BillRuleItem>>(app, admin, { url: BASE });
    const times = all.data.list.map((r) => r.creatorTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const found = await callAs<Paged<BillRuleItem>>(app, admin, {
      url: BASE,
      query: { keyword: 'salesorder' },
    });
    expect(found.data.list.map((r) => r.enCode)).toEqual(['SalesOrder']);
    const byCategory = await callAs<Paged<BillRuleItem>>(app, admin, {
      url: BASE,
      query: { categoryId: 'contract' },
    });
    expect(byCategory.data.list).toEqual([
      expect.objectContaining({ enCode: 'ContractNo', startNumber: 100 }),
    ]);
    const offId = await created({ enCode: 'OffRule', fullName: '停用规则', enabledMark: 0 });
    const selector = await callAs<Paged<BillRuleSelectorItem>>(app, await ctx.signIn('zhangsan'), {
      url: `${BASE}/Selector`,
      query: { keyword: 'rule' },
    });
    expect(selector.code).toBe(200);
    expect(selector.data.list.map((r) => r.id)).not.toContain(offId);
    const seeded = await callAs<Paged<BillRuleSelectorItem>>(app, admin, { url: `${BASE}/Selector` });
    expect(seeded.data.pagination.pageSize).toBe(20);
    expect(seeded.data.list.find((r) => r.enCode === 'ContractNo')).toEqual({
      id: expect.any(String),
      fullName: '合同编号',
      enCode: 'ContractNo',
      categoryId: 'contract',
      startNumber: 100,
    });
  });

  it('issues consecutive numbers from the start number and shows the last one on the rule', async () => {
    const id = await created({ enCode: 'Seq', startNumber: 7 });
    expect((await number('Seq')).data).toBe(`T-${today()}007`);
    expect((await number('Seq')).data).toBe(`T-${today()}008`);
    expect((await number('Seq', await ctx.signIn('zhangsan'))).data).toBe(`T-${today()}009`);
    expect(await info(id)).toMatchObject({
      thisNumber: 2,
      outputNumber: `T-${today()}009`,
      serialDate: today(),
    });
  });

  it('starts the serial over when the date part changes, and never goes back to an older date part', async () => {
    await created({ enCode: 'Daily', prefix: 'D', suffix: '-X', digit: 2 });
    let clock = new Date(2026, 0, 31, 23, 59, 59);
    const service = new BillRuleService(ctx.db, ctx.dialect, () => clock);
    expect(await service.billNumber('Daily')).toBe('D2026013101-X');
    expect(await service.billNumber('Daily')).toBe('D2026013102-X');
    clock = new Date(2026, 1, 1, 0, 0, 1);
    expect(await service.billNumber('Daily')).toBe('D2026020101-X');
    // An instance whose clock lags continues the newer date part instead of reusing yesterday's.
    clock = new Date(2026, 0, 31, 23, 59, 58);
    expect(await service.billNumber('Daily')).toBe('D2026020102-X');
  });

  it('answers a clear message when the serial runs out, the rule is disabled or unknown', async () => {
    const id = await created({ enCode: 'Tiny', dateFormat: 'no', digit: 1, startNumber: 8, prefix: '' });
    expect((await number('Tiny')).data).toBe('8');
    expect((await number('Tiny')).data).toBe('9');
    expect(await number('Tiny')).toMatchObject({
      code: 400,
      msg: 'The numbering rule Tiny has run out of serials (1 digits); widen the serial or change the date format',
    });
    expect((await number('Tiny', admin, 'zh')).msg).toContain('流水号已用完');
    await callAs(app, admin, { method: 'PUT', url: `${BASE}/${id}/Actions/State` });
    expect(await number('Tiny')).toMatchObject({ code: 400, msg: 'The numbering rule Tiny is disabled' });
    expect(await number('Nope', admin, 'zh')).toMatchObject({ code: 400, msg: '单据规则不存在：Nope' });
  });

  it('issues random and UUID numbers with the affixes', async () => {
    await created({ enCode: 'Rnd', type: 2, randomDigit: 8, randomType: 1, prefix: 'R', suffix: 'Z' });
    await created({ enCode: 'Uid', type: 3, prefix: 'U-' });
    expect((await number('Rnd')).data).toMatch(/^R\d{8}Z$/);
    expect((await number('Uid')).data).toMatch(
      /^U-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('keeps the counter on an edit of the name, starts over when the format changes', async () => {
    const id = await created({ enCode: 'Keep' });
    await number('Keep');
    await number('Keep');
    const put = (over: Partial<BillRuleBody>) =>
      callAs(app, admin, { method: 'PUT', url: `${BASE}/${id}`, payload: body({ enCode: 'Keep', ...over }) });
    expect((await put({ fullName: '改名', description: 'note' })).code).toBe(200);
    expect((await number('Keep')).data).toBe(`T-${today()}003`);
    expect((await put({ fullName: '改名', prefix: 'K-' })).code).toBe(200);
    expect(await info(id)).toMatchObject({ thisNumber: 0, serialDate: null, fullName: '改名' });
    expect((await number('Keep')).data).toBe(`K-${today()}001`);
  });

  it('refuses bad digits, a start number too long, bad affixes and a taken code, in the caller language', async () => {
    // Field ranges are the schema's: the validation code with the field and the reason.
    expect(await post(body({ enCode: 'V1', digit: 21 }))).toMatchObject({
      code: 401,
      msg: expect.stringMatching(/digit/),
    });
    expect(await post(body({ enCode: 'V1', digit: 0 }))).toMatchObject({
      code: 401,
      msg: expect.stringMatching(/digit/),
    });
    expect(await post(body({ enCode: 'V1', digit: 3, startNumber: 1000 }))).toMatchObject({
      code: 400,
      msg: 'The start number may have at most 3 digits',
    });
    expect((await post(body({ enCode: 'V1', startNumber: 1000 }), 'zh')).msg).toBe('起始编号不能超过3位');
    expect((await post(body({ enCode: 'V1', prefix: 'a b' }))).msg).toMatch(/^The prefix may hold only/);
    expect((await post(body({ enCode: 'V1', suffix: '<s>' }), 'zhtw')).msg).toMatch(/^後綴只能包含/);
    expect(await post(body({ enCode: 'SalesOrder' }))).toMatchObject({
      code: 400,
      msg: 'The code is already in use: SalesOrder',
    });
  });

  it('exports a rule and imports files all or nothing', async () => {
    const id = await created({ enCode: 'Exp', prefix: 'E', digit: 5 });
    await number('Exp');
    const file = (await callAs<BillRuleExport>(app, admin, { url: `${BASE}/${id}/Action/Export` })).data;
    expect(file).toMatchObject({ kind: 'billRule', version: 1, enCode: 'Exp', prefix: 'E', digit: 5 });
    expect(file).not.toHaveProperty('thisNumber');
    const upload = (content: unknown) => {
      const boundary = '----billrule';
      const payload = [
        `--${boundary}`,
        'Content-Disposition: form-data; name="file"; filename="rules.json"',
        'Content-Type: application/json',
        '',
        typeof content === 'string' ? content : JSON.stringify(content),
        `--${boundary}--`,
        '',
      ].join('\r\n');
      return callAs<{ ids: string[] }>(app, admin, {
        method: 'POST',
        url: `${BASE}/Action/Import`,
        payload,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
      });
    };
    const count = async () =>
      (await callAs<Paged<BillRuleItem>>(app, admin, { url: BASE, query: { pageSize: '1' } })).data.pagination
        .total;
    const before = await count();
    // The second rule's code is taken: nothing of the file is kept.
    expect(await upload([{ ...file, enCode: 'Imp1' }, file])).toMatchObject({
      code: 400,
      msg: 'The code is already in use: Exp',
    });
    expect(await count()).toBe(before);
    expect(await upload('not json')).toMatchObject({
      code: 400,
      msg: 'The file is not a valid numbering rule export',
    });
    const res = await upload([
      { ...file, enCode: 'Imp1' },
      { ...file, enCode: 'Imp2' },
    ]);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.ids).toHaveLength(2);
    expect(await info(res.data.ids[0]!)).toMatchObject({
      enCode: 'Imp1',
      prefix: 'E',
      thisNumber: 0,
      outputNumber: null,
    });
  });

  it('deletes a rule and frees its code; refuses the administration to zhangsan', async () => {
    const id = await created({ enCode: 'Gone' });
    expect((await callAs(app, admin, { method: 'DELETE', url: `${BASE}/${id}` })).code).toBe(200);
    expect((await callAs(app, admin, { url: `${BASE}/${id}` })).code).toBe(404);
    expect((await number('Gone')).code).toBe(400);
    await created({ enCode: 'Gone' });
    const zhangsan = await ctx.signIn('zhangsan');
    const calls = [
      { method: 'GET', url: BASE },
      { method: 'POST', url: BASE, payload: body({ enCode: 'Z1' }) },
      { method: 'GET', url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: body() },
      { method: 'PUT', url: `${BASE}/${id}/Actions/State` },
      { method: 'DELETE', url: `${BASE}/${id}` },
      { method: 'GET', url: `${BASE}/${id}/Action/Export` },
    ] as const;
    for (const call of calls)
      expect((await callAs(app, zhangsan, call)).code, `${call.method} ${call.url}`).toBe(403);
  });
});
