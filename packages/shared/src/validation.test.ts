import { describe, expect, it } from 'vitest';
import { matchesPattern, PATTERNS, type PatternName } from './validation';

const cases: Record<PatternName, { good: string[]; bad: string[] }> = {
  phone: {
    good: ['13800000000', '19912345678'],
    bad: ['12800000000', '1380000000', '138000000000', '+8613800000000', '1380000000a', ''],
  },
  password: {
    good: ['abc123', 'A1b2C3d4E5f6G7h8', '123abc'],
    bad: ['123456', 'abcdef', 'ab12', 'abcdefgh123456789', 'abc 123', 'abc_123', '密码abc123'],
  },
  email: {
    good: ['a@b.cn', 'first.last+tag@example.co.uk'],
    bad: ['a@b', '@b.cn', 'a b@c.cn', 'a@b..cn', 'plain'],
  },
  idCard: {
    good: ['11010519491231002X', '110105194912310021', '11010519491231002x', '130503670401001'],
    bad: [
      '11010519491331002X',
      '110105194912320021',
      '01010519491231002X',
      '1101051949123100',
      '11010519491231002A',
    ],
  },
  plate: {
    good: ['京A12345', '沪B2C3D4', '粤BD12345', '浙A12345F', '苏E1234学'],
    bad: ['京I12345', 'A12345', '京A1234', '京A1234567', '纽A12345'],
  },
  chinese: { good: ['中文', '張三'], bad: ['中文a', 'abc', '中 文', ''] },
  enCode: { good: ['a', 'a.b', 'A1.b2.c3'], bad: ['.a', 'a.', 'a..b', 'a_b', 'a b', '编码', ''] },
  account: { good: ['admin', 'User01', '123'], bad: ['ad min', 'a_b', 'a.b', '账户', ''] },
  fullName: { good: ['研发部', 'R&D (Beijing)', '第一·小组'], bad: ['a<b', 'x;drop', 'a/b', '$', ''] },
  numericCode: { good: ['0', '0012'], bad: ['1a', '1.2', '-1', ''] },
  halfHours: { good: ['0', '1', '1.5', '2.0', '0.5'], bad: ['1.25', '.5', '1.', '-1', 'a'] },
  positiveInteger: { good: ['1', '42', '1000'], bad: ['0', '01', '-1', '1.5', ''] },
  fieldName: { good: ['a', 'F_Name', 'amount2'], bad: ['2a', '_a', 'a-b', 'a b', ''] },
};

describe('validation patterns', () => {
  for (const [name, { good, bad }] of Object.entries(cases) as [PatternName, (typeof cases)['phone']][]) {
    it(`${name} accepts valid values`, () => {
      for (const v of good) expect(matchesPattern(name, v), v).toBe(true);
    });
    it(`${name} refuses invalid values`, () => {
      for (const v of bad) expect(matchesPattern(name, v), v).toBe(false);
    });
  }

  it('every rule names a message key and the spec message', () => {
    for (const rule of Object.values(PATTERNS)) {
      expect(rule.messageKey).toMatch(/^\w+$/);
      expect(rule.message.length).toBeGreaterThan(0);
    }
  });
});
