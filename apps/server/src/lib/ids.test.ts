import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

/** A fresh copy of the module, as another server process would have it. */
const load = () => import('./ids');

describe('newId', () => {
  it('starts with the current time in milliseconds', async () => {
    const { newId } = await load();
    const before = Date.now();
    const ms = Number(newId().slice(0, 13));
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThan(before + 5000);
  });

  it('is 19 digits, unique and in creation order within a process, even past 1,000 per millisecond', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const { newId } = await load();
    const ids = Array.from({ length: 2500 }, newId);
    expect(ids.every((id) => /^\d{19}$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });

  it('never repeats across two instances with their own numbers in the same milliseconds', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    const first = await load();
    vi.resetModules();
    const second = await load();
    expect(second).not.toBe(first);
    first.setIdNode(1001); // numbers are taken modulo 1,000
    second.setIdNode(2);
    const a = Array.from({ length: 5000 }, first.newId);
    const b = new Set(Array.from({ length: 5000 }, second.newId));
    expect(a.filter((id) => b.has(id))).toEqual([]);
    expect(a[0]!.endsWith('001')).toBe(true);
  });
});
