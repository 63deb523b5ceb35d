import { createDecipheriv, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const MD5_HEX = /^[0-9a-f]{32}$/i;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** Hashes the md5 hex the client sends as `scrypt$N$r$p$salt$hash` (salt and hash base64). */
export async function hashPassword(md5Hex: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(md5Hex.toLowerCase(), salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** Checks an md5 hex against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(md5Hex: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(
    md5Hex.toLowerCase(),
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
  );
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/** A stored hash of nothing, compared against for unknown accounts so timing does not reveal them. */
export const DUMMY_HASH =
  'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$' + Buffer.alloc(KEY_LENGTH).toString('base64');

/**
 * Reads the password field of a sign-in: 32 hex chars are the md5 itself; 96 hex chars are the
 * 3.6 client's AES-128-ECB/PKCS7 wrapping of it. Answers the lower-case md5 hex, or null.
 */
export function unwrapLoginPassword(password: string, aesKey: string): string | null {
  if (MD5_HEX.test(password)) return password.toLowerCase();
  if (!/^[0-9a-f]+$/i.test(password) || password.length % 32 !== 0 || password.length > 192) return null;
  try {
    const decipher = createDecipheriv('aes-128-ecb', Buffer.from(aesKey, 'utf8'), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(password, 'hex')), decipher.final()]).toString(
      'utf8',
    );
    return MD5_HEX.test(plain) ? plain.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** True when the text is a 32-char md5 hex. */
export function isMd5Hex(value: string): boolean {
  return MD5_HEX.test(value);
}
