import { Inflate } from 'fflate';
import { formatLimit } from './preview-kind';
import { PreviewError } from './preview-error';

/** Hard bounds on what one archive may unpack to; counted on the bytes actually inflated. */
export interface ZipLimits {
  /** All entries read from the archive together. */
  maxTotalBytes: number;
  /** One entry. */
  maxEntryBytes: number;
  /** Entries listed in the central directory. */
  maxEntries: number;
}

/** Bounds for Office files in the preview: 50 MB in all, 30 MB per part, 2,000 parts. */
export const OFFICE_ZIP_LIMITS: ZipLimits = {
  maxTotalBytes: 50 * 1024 * 1024,
  maxEntryBytes: 30 * 1024 * 1024,
  maxEntries: 2000,
};

/** An opened archive: its entry names, and a bounded read of one entry. */
export interface ZipArchive {
  names: string[];
  has(name: string): boolean;
  /** The entry's bytes, or undefined when there is no such entry. */
  read(name: string): Uint8Array | undefined;
}

interface Entry {
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Compressed bytes handed to the inflater at a time: bounds what one step can produce (~1000x). */
const STEP = 16 * 1024;

const damaged = () => new PreviewError('damaged');

function findEndOfDirectory(view: DataView): number {
  const last = view.byteLength - 22;
  const first = Math.max(0, last - 0xffff);
  for (let at = last; at >= first; at -= 1) if (view.getUint32(at, true) === EOCD) return at;
  throw damaged();
}

function readDirectory(bytes: Uint8Array, limits: ZipLimits): Map<string, Entry> {
  if (bytes.byteLength < 22) throw damaged();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfDirectory(view);
  const count = view.getUint16(end + 10, true);
  if (count > limits.maxEntries) throw new PreviewError('zipTooManyEntries', { n: limits.maxEntries });
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const entries = new Map<string, Entry>();
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== CENTRAL) throw damaged();
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.byteLength) throw damaged();
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + skip;
  }
  return entries;
}

function compressedData(bytes: Uint8Array, entry: Entry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.byteLength || view.getUint32(at, true) !== LOCAL) throw damaged();
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  // zip64 markers and encrypted entries have no place in an Office file
  if (entry.compressedSize === 0xffffffff || entry.flags & 1) throw damaged();
  if (start + entry.compressedSize > bytes.byteLength) throw damaged();
  return bytes.subarray(start, start + entry.compressedSize);
}

/** Inflates `data`, refusing as soon as the output passes `room` (or the entry bound). */
function inflateBounded(data: Uint8Array, room: number, limits: ZipLimits): Uint8Array {
  const parts: Uint8Array[] = [];
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.length;
    if (produced > limits.maxEntryBytes) {
      throw new PreviewError('zipEntryTooLarge', { size: formatLimit(limits.maxEntryBytes) });
    }
    if (produced > room) throw new PreviewError('zipTooLarge', { size: formatLimit(limits.maxTotalBytes) });
    parts.push(chunk);
  });
  try {
    for (let at = 0; at < data.length; at += STEP) {
      inflater.push(data.subarray(at, at + STEP), at + STEP >= data.length);
    }
    if (data.length === 0) inflater.push(new Uint8Array(0), true);
  } catch (error) {
    throw error instanceof PreviewError ? error : damaged();
  }
  const out = new Uint8Array(produced);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Opens a zip archive read from untrusted bytes. Entries inflate only when read, under one budget
 * of actually inflated bytes shared by every read, so a zip bomb stops with a {@link PreviewError}
 * whatever sizes its headers declare.
 */
export function openZip(bytes: Uint8Array, limits: ZipLimits = OFFICE_ZIP_LIMITS): ZipArchive {
  const entries = readDirectory(bytes, limits);
  let used = 0;
  return {
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    read(name) {
      const entry = entries.get(name);
      if (!entry) return undefined;
      const data = compressedData(bytes, entry);
      const room = limits.maxTotalBytes - used;
      let out: Uint8Array;
      if (entry.method === 0) {
        if (data.length > limits.maxEntryBytes) {
          throw new PreviewError('zipEntryTooLarge', { size: formatLimit(limits.maxEntryBytes) });
        }
        if (data.length > room)
          throw new PreviewError('zipTooLarge', { size: formatLimit(limits.maxTotalBytes) });
        out = data;
      } else if (entry.method === 8) {
        out = inflateBounded(data, room, limits);
      } else {
        throw damaged();
      }
      used += out.length;
      return out;
    },
  };
}
