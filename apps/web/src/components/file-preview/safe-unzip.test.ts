import { describe, expect, it } from 'vitest';
import { PreviewError } from './preview-error';
import { openZip } from './safe-unzip';
import { zipOf } from './test-fixtures';

const small = { maxTotalBytes: 1024 * 1024, maxEntryBytes: 512 * 1024, maxEntries: 10 };
const codeOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof PreviewError ? error.code : `other: ${String(error)}`;
  }
  return 'none';
};

/** Rewrites every declared uncompressed size (local and central headers) to `size`. */
function lieAboutSizes(bytes: Uint8Array, size: number): Uint8Array {
  const copy = bytes.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 4 <= copy.length; at += 1) {
    const sig = view.getUint32(at, true);
    if (sig === 0x04034b50) view.setUint32(at + 22, size, true);
    if (sig === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return copy;
}

describe('openZip', () => {
  it('reads stored and deflated entries', () => {
    for (const level of [0, 9] as const) {
      const zip = openZip(zipOf({ 'a.txt': 'hello', 'dir/b.txt': 'world' }, level), small);
      expect(zip.names).toEqual(['a.txt', 'dir/b.txt']);
      expect(new TextDecoder().decode(zip.read('dir/b.txt'))).toBe('world');
      expect(zip.read('missing')).toBeUndefined();
    }
  });

  it('refuses an entry that inflates past the per-entry bound', () => {
    const bomb = zipOf({ 'big.xml': new Uint8Array(2 * 1024 * 1024) }, 9);
    expect(bomb.length).toBeLessThan(20_000);
    expect(codeOf(() => openZip(bomb, small).read('big.xml'))).toBe('zipEntryTooLarge');
  });

  it('counts the bytes actually inflated, not the sizes the headers declare', () => {
    const bomb = lieAboutSizes(zipOf({ 'big.xml': new Uint8Array(2 * 1024 * 1024) }, 9), 10);
    expect(codeOf(() => openZip(bomb, small).read('big.xml'))).toBe('zipEntryTooLarge');
  });

  it('refuses when the entries together pass the total bound', () => {
    const part = new Uint8Array(400 * 1024);
    const zip = openZip(zipOf({ a: part, b: part, c: part }, 9), small);
    zip.read('a');
    zip.read('b');
    expect(codeOf(() => zip.read('c'))).toBe('zipTooLarge');
  });

  it('refuses an archive with too many entries', () => {
    const parts = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, 'x']));
    expect(codeOf(() => openZip(zipOf(parts), small))).toBe('zipTooManyEntries');
  });

  it('reads garbage and truncated archives as damaged', () => {
    expect(codeOf(() => openZip(new TextEncoder().encode('not a zip at all, just text'), small))).toBe(
      'damaged',
    );
    const zip = zipOf({ 'a.txt': 'hello '.repeat(1000) }, 9);
    const cut = zip.slice(0, 40);
    expect(codeOf(() => openZip(cut, small))).toBe('damaged');
  });
});
