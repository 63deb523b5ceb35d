import { describe, expect, it } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  it('makes fixed-length decimal ids that sort in creation order and never repeat', () => {
    const ids = Array.from({ length: 5000 }, () => newId());
    expect(ids.every((id) => /^\d{19}$/.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
  it('starts with the current time in milliseconds', () => {
    const before = Date.now();
    const ms = Number(newId().slice(0, 13));
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThan(before + 5000);
  });
});
