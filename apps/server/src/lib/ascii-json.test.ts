import { describe, expect, it } from 'vitest';
import { asciiJson } from './ascii-json';

describe('asciiJson', () => {
  it('escapes every non-ASCII character and parses back to the same value', () => {
    const value = { name: '用户管理', icon: '€😀', plain: 'a"b\\c', n: 1 };
    const text = asciiJson(value);
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
