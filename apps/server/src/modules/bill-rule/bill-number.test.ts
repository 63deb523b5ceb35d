import type { BillRuleBody, BillRuleItem } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { billRuleBody } from '../../../test/helpers/fixtures';
import { callAs } from '../../../test/helpers/http';
import { BillRuleService } from './bill-rule.service';

const BASE = '/api/system/BillRule';

// ADR 0012: a number is handed out once, whatever edits its rule goes through.
describeEachDialect('bill numbers across edits', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const body = (over: Partial<BillRuleBody> = {}): BillRuleBody =>
    billRuleBody({
      fullName: '编辑测试',
      enCode: 'Edit',
      categoryId: null,
      prefix: 'PA',
      dateFormat: 'no',
      digit: 6,
      ...over,
    });
  /** A rule with code `code` and an editor that keeps `over` as its base. */
  const rule = async (code: string, over: Partial<BillRuleBody> = {}) => {
    const res = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: body({ enCode: code, ...over }),
    });
    expect(res.code, res.msg).toBe(200);
    const id = res.data.id;
    return {
      id,
      edit: (change: Partial<BillRuleBody>) =>
        callAs(app, admin, {
          method: 'PUT',
          url: `${BASE}/${id}`,
          payload: body({ enCode: code, ...over, ...change }),
          headers: { 'accept-language': 'en' },
        }),
      take: async (n = 1) => {
        const numbers: string[] = [];
        for (let i = 0; i < n; i += 1) {
          const res = await callAs<string>(app, admin, {
            url: `${BASE}/BillNumber/${code}`,
            headers: { 'accept-language': 'en' },
          });
          expect(res.code, res.msg).toBe(200);
          numbers.push(res.data);
        }
        return numbers;
      },
    };
  };

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('continues each prefix after its last serial when the prefix is edited and reverted', async () => {
    const r = await rule('Flip');
    expect(await r.take(5)).toEqual(['PA000001', 'PA000002', 'PA000003', 'PA000004', 'PA000005']);
    expect((await r.edit({ prefix: 'PB' })).code).toBe(200);
    expect(await r.take(2)).toEqual(['PB000001', 'PB000002']);
    expect((await r.edit({ prefix: 'PA' })).code).toBe(200);
    expect(await r.take(1)).toEqual(['PA000006']);
    expect((await r.edit({ prefix: 'PB', suffix: '-X' })).code).toBe(200);
    expect((await r.edit({ prefix: 'PB', suffix: '' })).code).toBe(200);
    expect(await r.take(1)).toEqual(['PB000003']);
  });

  it('continues a date format after its last serial when the format is edited and reverted', async () => {
    const r = await rule('Dates', { dateFormat: 'YYYYMMDD', digit: 3, prefix: 'D' });
    let clock = new Date(2026, 0, 20, 10);
    const service = new BillRuleService(ctx.db, ctx.dialect, () => clock);
    const edit = (dateFormat: BillRuleBody['dateFormat']) =>
      service.update(r.id, body({ enCode: 'Dates', prefix: 'D', digit: 3, dateFormat }), 'tester');
    expect([await service.billNumber('Dates'), await service.billNumber('Dates')]).toEqual([
      'D20260120001',
      'D20260120002',
    ]);
    await edit('YYYYMM');
    expect(await service.billNumber('Dates')).toBe('D202601001');
    await edit('YYYYMMDD');
    expect(await service.billNumber('Dates')).toBe('D20260120003');
    clock = new Date(2026, 0, 21, 10);
    await edit('YYYYMM');
    // The month's serial carries on although the daily one restarted in between.
    expect(await service.billNumber('Dates')).toBe('D202601002');
  });

  it('continues after the last serial when the start number is lowered, jumps when it is raised', async () => {
    const r = await rule('Start', { startNumber: 10 });
    expect(await r.take(3)).toEqual(['PA000010', 'PA000011', 'PA000012']);
    expect((await r.edit({ startNumber: 1 })).code).toBe(200);
    expect(await r.take(1)).toEqual(['PA000013']);
    expect((await r.edit({ startNumber: 50 })).code).toBe(200);
    expect(await r.take(1)).toEqual(['PA000050']);
    expect((await r.edit({ startNumber: 20 })).code).toBe(200);
    expect(await r.take(1)).toEqual(['PA000051']);
  });

  it('keeps the serial over a change of digits, and refuses fewer digits than the next serial needs', async () => {
    const r = await rule('Digits', { digit: 4, startNumber: 120 });
    expect(await r.take(2)).toEqual(['PA0120', 'PA0121']);
    expect(await r.edit({ digit: 2, startNumber: 1 })).toMatchObject({
      code: 400,
      msg: 'Serial 121 has already been issued in the current date part; the serial needs at least 3 digits',
    });
    expect((await r.edit({ digit: 3, startNumber: 1 })).code).toBe(200);
    expect(await r.take(1)).toEqual(['PA122']);
    expect((await r.edit({ digit: 6, startNumber: 1 })).code).toBe(200);
    expect(await r.take(1)).toEqual(['PA000123']);
  });

  it('continues the serial when the type goes to random and back', async () => {
    const r = await rule('Kinds');
    expect(await r.take(2)).toEqual(['PA000001', 'PA000002']);
    expect((await r.edit({ type: 3 })).code).toBe(200);
    expect((await r.take(1))[0]).toMatch(/^PA[0-9a-f-]{36}$/);
    expect((await r.edit({ type: 1 })).code).toBe(200);
    expect(await r.take(1)).toEqual(['PA000003']);
  });

  it('skips numbers already issued when the counter goes back or another shape spells the same text', async () => {
    const r = await rule('Reset');
    expect(await r.take(3)).toEqual(['PA000001', 'PA000002', 'PA000003']);
    // Belt and braces: even a counter set back by hand cannot hand a number out again.
    await ctx.db
      .updateTable('base_bill_rule')
      .set({ this_number: 0, serial_date: null })
      .where('id', '=', r.id)
      .execute();
    expect(await r.take(1)).toEqual(['PA000004']);
    const s = await rule('Spell', { prefix: 'A', digit: 3, startNumber: 101 });
    expect(await s.take(1)).toEqual(['A101']);
    expect((await s.edit({ prefix: 'A1', digit: 2, startNumber: 1 })).code).toBe(200);
    // A1 + 01 spells A101, issued already under the other shape.
    expect(await s.take(1)).toEqual(['A102']);
    const row = await callAs<BillRuleItem>(app, admin, { url: `${BASE}/${s.id}` });
    expect(row.data).toMatchObject({ outputNumber: 'A102', thisNumber: 1 });
  });

  it('never repeats a random number and says so when the random part is used up', async () => {
    await rule('Dice', { type: 2, randomDigit: 1, randomType: 1, prefix: 'R' });
    const numbers: string[] = [];
    const refusals: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await callAs<string>(app, admin, {
        url: `${BASE}/BillNumber/Dice`,
        headers: { 'accept-language': 'en' },
      });
      if (res.code === 200) numbers.push(res.data);
      else refusals.push(res.msg);
    }
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.length).toBeLessThanOrEqual(10);
    expect(refusals.length).toBeGreaterThanOrEqual(20);
    expect(refusals[0]).toBe(
      'The numbering rule Dice found no random number it has not issued already; add random characters',
    );
  });
});
