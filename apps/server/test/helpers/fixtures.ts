import type { BillRuleBody, PrintDevBody } from '@tessera/shared';

/** A print template body (A4 portrait, no statements), with the fields a test cares about over it. */
export const printDevBody = (over: Partial<PrintDevBody> = {}): PrintDevBody => ({
  fullName: '测试模板',
  enCode: 'test_print',
  type: 2,
  sqlTemplate: [],
  printTemplate: '<p>{account}</p>',
  pageParam: {
    size: 'A4',
    direction: 'portrait',
    width: 210,
    height: 297,
    marginTop: 10,
    marginRight: 10,
    marginBottom: 10,
    marginLeft: 10,
  },
  sortCode: 0,
  enabledMark: 1,
  ...over,
});

/** A bill rule body (date and a 3-digit serial from 1), with the fields a test cares about over it. */
export const billRuleBody = (over: Partial<BillRuleBody> = {}): BillRuleBody => ({
  fullName: '测试编号',
  enCode: 'TestRule',
  categoryId: 'order',
  prefix: 'T-',
  type: 1,
  dateFormat: 'YYYYMMDD',
  digit: 3,
  startNumber: 1,
  randomDigit: 6,
  randomType: 1,
  suffix: '',
  sortCode: 0,
  enabledMark: 1,
  ...over,
});
