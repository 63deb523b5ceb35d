import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';

/** The envelope of an answer, as tests read it. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** MD5 in hex, as the upload's identifier. */
export const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');

/** `size` random bytes that start like a PDF (what the chunk sniffer wants of a .pdf). */
export function pdfBytes(size: number): Buffer {
  const bytes = randomBytes(size);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
}

/** Builds a valid w×h RGBA PNG (solid colour) for tests. */
export function tinyPng(width = 2, height = 2): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 4, 0x66)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart/form-data body with one file part. */
export function multipartBody(filename: string, contentType: string, bytes: Buffer) {
  const boundary = '----tessera' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts one file as multipart/form-data, signed in as `token`, and answers the parsed envelope. */
export async function postFile<T>(
  app: FastifyInstance,
  request: { url: string; token: string; name: string; bytes: Buffer; type?: string; lang?: string },
): Promise<{ code: number; msg: string; data: T }> {
  const { url, token, name, bytes, type = 'application/octet-stream', lang } = request;
  const { payload, headers } = multipartBody(name, type, bytes);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, authorization: token, ...(lang ? { 'accept-language': lang } : {}) },
  });
  return res.json();
}
