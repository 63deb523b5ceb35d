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
