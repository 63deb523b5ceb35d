/** Error correction levels, low to highest. */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

/** Defaults of the QR widget (spec 02 section 9); the detail viewer uses {@link QR_VIEWER}. */
export const QR_DEFAULTS = { size: 40, level: 'L' } as const satisfies { size: number; level: QrLevel };
/** The QR settings of the form detail viewer. */
export const QR_VIEWER = { size: 265, level: 'H' } as const satisfies { size: number; level: QrLevel };

/**
 * Fields of a dynamic QR payload (spec 02 section 3): what a scanner needs to open the record.
 * t: kind of target, id: record, mid: menu (model), mt: model type, fid: form, pid: process or
 * parent, ftid: flow task, opt: operation.
 */
export interface QrPayloadFields {
  t: string;
  id?: string | number | null;
  mid?: string | number | null;
  mt?: string | number | null;
  fid?: string | number | null;
  pid?: string | number | null;
  ftid?: string | number | null;
  opt?: string | number | null;
}

/** The payload keys in the order they are written. */
export const QR_PAYLOAD_KEYS = ['t', 'id', 'mid', 'mt', 'fid', 'pid', 'ftid', 'opt'] as const;

/** Longest text one value may hold; a QR code stays scannable at small sizes. */
const MAX_VALUE = 64;

/**
 * The dynamic QR text: JSON with the payload keys in a fixed order, empty ones left out, every
 * value as a trimmed string. Answers undefined when `t` is empty or a value is too long, so the
 * widget shows a hint instead of an unreadable code. Pure.
 */
export function qrPayload(fields: QrPayloadFields): string | undefined {
  const out: Record<string, string> = {};
  for (const key of QR_PAYLOAD_KEYS) {
    const raw = fields[key];
    if (raw === undefined || raw === null) continue;
    const text = String(raw).trim();
    if (!text) continue;
    if (text.length > MAX_VALUE) return undefined;
    out[key] = text;
  }
  return out.t ? JSON.stringify(out) : undefined;
}

/** Reads a payload back (a scanner page's side); undefined when it is not one. */
export function parseQrPayload(text: string): QrPayloadFields | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const source = value as Record<string, unknown>;
  if (typeof source.t !== 'string' || !source.t) return undefined;
  const fields: QrPayloadFields = { t: source.t };
  for (const key of QR_PAYLOAD_KEYS) {
    const v = source[key];
    if (key !== 't' && typeof v === 'string') fields[key] = v;
  }
  return fields;
}
