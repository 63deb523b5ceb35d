/** The hostile-input corpus: values that try to break a route, and a deterministic sampler. */

/** A small seeded PRNG (mulberry32), so every run samples the same corpus for a route. */
export function seeded(seedText: string): () => number {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` distinct items of a list, chosen by a seeded random source. */
export function sample<T>(random: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
}

/** Strings a text field should survive: lengths, odd Unicode, control bytes, injections, traversal. */
export const HOSTILE_STRINGS: readonly string[] = [
  'x'.repeat(5000),
  '中'.repeat(3000),
  'nul\u0000byte',
  'lone\uD800surrogate',
  'bell\u0007and\u001b[31mescape',
  '𝕳𝖊𝖑𝖑𝖔 \u202Eevil\u202C 👨‍👩‍👧 \uFEFF Z̴̡͔a̷l̶g̵o \u200B\u00A0',
  '',
  '   ',
  "' OR 1=1 --",
  '1; DROP TABLE base_user; --',
  "%' UNION SELECT password FROM base_user --",
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '<img src=x onerror=alert(1)>',
  '{{constructor.constructor("return process")()}}',
  '-1',
  '99999999999999999999999999',
  '1e309',
  'NaN',
  'null',
  'true',
  '2026-13-45T99:99:99Z',
];

/** Numbers at the edges: negative, zero, fractions, past safe integers, past 32 and 64 bits. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  1.5,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER + 2,
  1e300,
  -1e300,
];

/** Wrong shapes: containers where scalars belong, scalars where containers belong. */
export const HOSTILE_SHAPES: readonly unknown[] = [
  null,
  true,
  [],
  {},
  ['a', 1, null],
  { $ne: null },
  { toString: 'x', valueOf: 1 },
  [[[[[[[[[['deep']]]]]]]]]],
];

/** Values for a path parameter, already percent-encoded (some on purpose badly). */
export const HOSTILE_PATH_VALUES: readonly string[] = [
  '-1',
  '0',
  '99999999999999999999999999999',
  'x'.repeat(95),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent('../../etc/passwd'),
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '%E4%B8%AD%E6%96%87',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%C0%AF',
  '%E0%A4%A',
  '%',
  '%zz',
  'x'.repeat(300),
];

/** Raw query strings that are malformed or odd on their own. */
export const HOSTILE_QUERIES: readonly string[] = [
  '%',
  '%zz=1',
  'a=%E0%A4%A',
  'a=%C0%AF',
  'a=%00',
  'a=1&a=2&a=3',
  '__proto__[x]=1&constructor[prototype][x]=1',
  '&&&==&',
  `a=${'x'.repeat(8000)}`,
];

/** Odd request headers (a case's own Authorization replaces the caller's). */
export const HOSTILE_HEADERS: readonly Record<string, string>[] = [
  { 'accept-language': 'xx;q=abc,'.repeat(400) },
  { 'accept-language': '*;q=2, zh-TW;q=-1, \u00e9' },
  { authorization: `Bearer ${'a'.repeat(8000)}` },
  { authorization: 'Basic YWRtaW46MTIzNDU2' },
  { 'x-request-id': 'x'.repeat(5000) },
  { 'x-forwarded-for': '127.0.0.1, ::1, 999.999.1.1, not-an-ip' },
];

/** A body nested far deeper than any form, as JSON text. */
export const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Whole request bodies, each with the content type it is sent with. */
export const HOSTILE_BODIES: readonly { name: string; contentType: string; payload: string | Buffer }[] = [
  { name: 'empty JSON body', contentType: 'application/json', payload: '' },
  { name: 'JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'JSON array', contentType: 'application/json', payload: '[1,2,3]' },
  { name: 'JSON string', contentType: 'application/json', payload: '"text"' },
  { name: 'broken JSON', contentType: 'application/json', payload: '{"a":' },
  { name: '__proto__ key', contentType: 'application/json', payload: '{"__proto__":{"isAdministrator":1}}' },
  {
    name: 'constructor.prototype key',
    contentType: 'application/json',
    payload: '{"constructor":{"prototype":{"isAdministrator":1}}}',
  },
  { name: 'deep nesting', contentType: 'application/json', payload: deepJson(5000) },
  { name: 'large JSON body', contentType: 'application/json', payload: `{"a":"${'x'.repeat(900 * 1024)}"}` },
  { name: 'over-limit body', contentType: 'application/json', payload: `{"a":"${'x'.repeat(1100 * 1024)}"}` },
  { name: 'NUL in a JSON key', contentType: 'application/json', payload: '{"a\\u0000b":1}' },
  { name: 'text/plain body', contentType: 'text/plain', payload: 'hello' },
  {
    name: 'XML body',
    contentType: 'application/xml',
    payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  },
  { name: 'form body', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00&__proto__=x' },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'garbage' },
  {
    name: 'cut-off multipart',
    contentType: 'multipart/form-data; boundary=XYZ',
    payload: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
  },
  { name: 'binary body', contentType: 'application/octet-stream', payload: Buffer.from([0, 255, 1, 254]) },
];
