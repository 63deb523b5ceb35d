import { describe, expect, it } from 'vitest';
import { QR_DEFAULTS, QR_VIEWER, parseQrPayload, qrPayload } from './qr-payload';

describe('qrPayload', () => {
  it('writes the fields in the fixed order t, id, mid, mt, fid, pid, ftid, opt', () => {
    const text = qrPayload({
      opt: 'view',
      ftid: 'f1',
      pid: 'p1',
      fid: 'form',
      mt: 2,
      mid: 'm1',
      id: 42,
      t: 'DFD',
    });
    expect(text).toBe(
      '{"t":"DFD","id":"42","mid":"m1","mt":"2","fid":"form","pid":"p1","ftid":"f1","opt":"view"}',
    );
  });

  it('leaves out empty fields and trims the rest', () => {
    expect(qrPayload({ t: ' user ', id: 'u1', mid: null, mt: undefined, fid: '  ' })).toBe(
      '{"t":"user","id":"u1"}',
    );
  });

  it('answers nothing without a kind or with an overlong value', () => {
    expect(qrPayload({ t: '', id: 'x' })).toBeUndefined();
    expect(qrPayload({ t: 'user', id: 'x'.repeat(65) })).toBeUndefined();
  });

  it('keeps quotes and markup as data, not as structure', () => {
    const text = qrPayload({ t: 'user', id: '"}<b>' });
    expect(text && JSON.parse(text)).toEqual({ t: 'user', id: '"}<b>' });
  });

  it('reads a payload back and refuses what is not one', () => {
    const text = qrPayload({ t: 'user', id: 'u1', mid: 'm1' }) ?? '';
    expect(parseQrPayload(text)).toEqual({ t: 'user', id: 'u1', mid: 'm1' });
    expect(parseQrPayload('plain text')).toBeUndefined();
    expect(parseQrPayload('[1]')).toBeUndefined();
    expect(parseQrPayload('{"id":"1"}')).toBeUndefined();
    expect(parseQrPayload('{"t":"user","__proto__":{"x":1},"id":5}')).toEqual({ t: 'user' });
  });

  it('defaults to size 40 and level L; the viewer uses 265 and H (spec 02 section 9)', () => {
    expect(QR_DEFAULTS).toEqual({ size: 40, level: 'L' });
    expect(QR_VIEWER).toEqual({ size: 265, level: 'H' });
  });
});
