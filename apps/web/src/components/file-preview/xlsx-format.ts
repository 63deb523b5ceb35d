import { attr, childNamed, childrenNamed, readXml } from './ooxml';
import type { ZipArchive } from './safe-unzip';

/** How a cell's number reads: as is, as a date (and time), or as a percentage. */
export type NumberKind = 'plain' | 'date' | 'datetime' | 'time' | 'percent';

/** Built-in number formats that are dates or times (ECMA-376 §18.8.30). */
const BUILT_IN: Record<number, NumberKind> = {
  9: 'percent',
  10: 'percent',
  14: 'date',
  15: 'date',
  16: 'date',
  17: 'date',
  18: 'time',
  19: 'time',
  20: 'time',
  21: 'time',
  22: 'datetime',
  45: 'time',
  46: 'time',
  47: 'time',
};

/** The kind of a custom format code: quoted text, escapes and [colors] do not count. */
export function kindOfFormatCode(code: string): NumberKind {
  const bare =
    code
      .replace(/"[^"]*"/g, '')
      .replace(/\\./g, '')
      .replace(/\[([hms]+)\]/gi, '$1')
      .replace(/\[[^\]]*\]/g, '')
      .split(';')[0]
      ?.toLowerCase() ?? '';
  if (bare.includes('%')) return 'percent';
  const noMeridiem = bare.replace(/am\/pm|a\/p/g, 'h');
  const hasTime = /[hs]/.test(noMeridiem);
  // m next to an hour or a second is minutes; any other m is the month
  const hasDate = /[ymd]/.test(noMeridiem.replace(/h+\s*:\s*m+/g, 'h').replace(/m+\s*:\s*s+/g, 's'));
  if (hasDate && hasTime) return 'datetime';
  if (hasDate) return 'date';
  if (hasTime) return 'time';
  return 'plain';
}

/** Style index (`s` of a cell) -> how its numbers read, from xl/styles.xml. */
export function readNumberKinds(zip: ZipArchive): NumberKind[] {
  const doc = readXml(zip, 'xl/styles.xml');
  const root = doc?.documentElement;
  if (!root) return [];
  const custom = new Map<number, NumberKind>();
  for (const fmt of childrenNamed(childNamed(root, 'numFmts') ?? root, 'numFmt')) {
    custom.set(Number(attr(fmt, 'numFmtId')), kindOfFormatCode(attr(fmt, 'formatCode') ?? ''));
  }
  return childrenNamed(childNamed(root, 'cellXfs') ?? root, 'xf').map((xf) => {
    const id = Number(attr(xf, 'numFmtId') ?? 0);
    return custom.get(id) ?? BUILT_IN[id] ?? 'plain';
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An Excel serial day number as a calendar date and time (the 1900 or the 1904 date system). */
export function formatSerial(serial: number, kind: 'date' | 'datetime' | 'time', is1904 = false): string {
  // day 0 is 1899-12-30 in the 1900 system (Excel's phantom 1900-02-29 sits before day 61)
  const epoch = is1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  const ms = Math.round(serial * 86_400_000) + epoch;
  const at = new Date(ms);
  const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const seconds = at.getUTCSeconds();
  const time = `${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}${seconds ? `:${pad(seconds)}` : ''}`;
  if (kind === 'date') return date;
  if (kind === 'time') return time;
  return `${date} ${time}`;
}
