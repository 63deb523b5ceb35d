import { createCipheriv, createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, unwrapLoginPassword, verifyPassword } from './password';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');
const KEY = 'EY8WePvjM5GGwQzn';
const aesHex = (text: string) => {
  const c = createCipheriv('aes-128-ecb', Buffer.from(KEY), null);
  return Buffer.concat([c.update(text, 'utf8'), c.final()]).toString('hex');
};

describe('password hashing', () => {
  it('stores scrypt with a random salt and never the md5 itself', async () => {
    const a = await hashPassword(md5('123456'));
    const b = await hashPassword(md5('123456'));
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[^$]+\$[^$]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain(md5('123456'));
  });
  it('verifies the right md5 and refuses a wrong one or a malformed hash', async () => {
    const stored = await hashPassword(md5('123456'));
    expect(await verifyPassword(md5('123456'), stored)).toBe(true);
    expect(await verifyPassword(md5('123456').toUpperCase(), stored)).toBe(true);
    expect(await verifyPassword(md5('1234567'), stored)).toBe(false);
    expect(await verifyPassword(md5('123456'), 'plain')).toBe(false);
    expect(await verifyPassword(md5('123456'), DUMMY_HASH)).toBe(false);
  });
});

describe('unwrapLoginPassword', () => {
  it('accepts a bare md5 hex', () => {
    expect(unwrapLoginPassword(md5('x').toUpperCase(), KEY)).toBe(md5('x'));
  });
  it('decrypts the 3.6 client AES hex (96 chars) to the md5', () => {
    const wrapped = aesHex(md5('123456'));
    expect(wrapped).toHaveLength(96);
    expect(unwrapLoginPassword(wrapped, KEY)).toBe(md5('123456'));
  });
  it('refuses plain text, wrong keys and garbage hex', () => {
    expect(unwrapLoginPassword('123456', KEY)).toBeNull();
    expect(unwrapLoginPassword(aesHex(md5('1')), 'AAAAAAAAAAAAAAAA')).toBeNull();
    expect(unwrapLoginPassword('ab'.repeat(48), KEY)).toBeNull();
    expect(unwrapLoginPassword(aesHex('not an md5 at all'), KEY)).toBeNull();
  });
});
