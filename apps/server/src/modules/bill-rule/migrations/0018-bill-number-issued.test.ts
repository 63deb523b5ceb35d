import type { BillRuleBody } from '@tessera/shared';
import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDialect } from '../../../../test/helpers/dialects';
import { BillRuleService } from '../bill-rule.service';
import { billNumberIssued } from './0018-bill-number-issued';

/** A monthly rule MG202603nnnn/A with the given prefix. */
const rule = (prefix: string): BillRuleBody => ({
  fullName: '迁移',
  enCode: 'Before',
  categoryId: null,
  prefix,
  type: 1,
  dateFormat: 'YYYYMM',
  digit: 4,
  startNumber: 10,
  randomDigit: 6,
  randomType: 1,
  suffix: '/A',
  sortCode: 0,
  enabledMark: 1,
});

describeEachDialect('migration 0018 on rules that issued numbers before it', (ctx) => {
  it('records each rule’s last number, so an edit back to that shape continues after it', async () => {
    const service = new BillRuleService(ctx.db, ctx.dialect, () => new Date(2026, 2, 5, 9));
    const { id } = await service.create(rule('MG'), 'tester');
    expect(await service.billNumber('Before')).toBe('MG2026030010/A');
    expect(await service.billNumber('Before')).toBe('MG2026030011/A');
    // Back to the state before 0018: the counter is all that is known of the numbers issued.
    const db = ctx.db as unknown as Kysely<unknown>;
    await billNumberIssued.down?.(db);
    await billNumberIssued.up(db);
    const rows = await ctx.db
      .selectFrom('base_bill_number_issued')
      .select(['number', 'serial_date', 'serial', 'date_format'])
      .where('rule_id', '=', id)
      .execute();
    expect(rows).toEqual([
      { number: 'MG2026030011/A', serial_date: '202603', serial: expect.anything(), date_format: 'YYYYMM' },
    ]);
    expect(Number(rows[0]!.serial)).toBe(11);

    const edit = (prefix: string) => service.update(id, rule(prefix), 'tester');
    await edit('XX');
    await edit('MG');
    expect(await service.billNumber('Before')).toBe('MG2026030012/A');
  });
});
