import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { EncodedBody, pickCoding } from './encoded-body';

describe('pickCoding', () => {
  it('prefers brotli, then gzip, as a browser offers them', () => {
    expect(pickCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickCoding('gzip, deflate')).toBe('gzip');
    expect(pickCoding(['deflate', 'GZIP'])).toBe('gzip');
  });

  it('answers the bytes as they are when nothing or nothing known is accepted', () => {
    expect(pickCoding(undefined)).toBe('identity');
    expect(pickCoding('')).toBe('identity');
    expect(pickCoding('identity')).toBe('identity');
    expect(pickCoding('deflate, compress')).toBe('identity');
  });

  it('honours weights of 0 and the wildcard', () => {
    expect(pickCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickCoding('br;q=0,gzip;q=0')).toBe('identity');
    expect(pickCoding('*')).toBe('br');
    expect(pickCoding('*;q=0, gzip')).toBe('gzip');
    expect(pickCoding('br;q=nonsense, gzip')).toBe('gzip');
  });
});

describe('EncodedBody', () => {
  it('compresses once per coding into bytes that decode to the original', async () => {
    const text = JSON.stringify({ menus: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `m${i}` })) });
    const body = new EncodedBody(Buffer.from(text));
    const br = await body.in('br');
    expect(br.length).toBeLessThan(text.length / 4);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(await body.in('gzip')).toString()).toBe(text);
    expect(await body.in('br')).toBe(br);
    expect((await body.in('identity')).toString()).toBe(text);
  });
});
