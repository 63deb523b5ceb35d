import type { SniffedImage } from './image-sniff';

/** Width and height of an image in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const size = (width: number, height: number): ImageSize | null =>
  width > 0 && height > 0 ? { width, height } : null;

/** JPEG: walks the segment markers (bounded by the buffer) to the first start-of-frame. */
function jpegSize(b: Buffer): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = b.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return size(b.readUInt16BE(at + 7), b.readUInt16BE(at + 5));
    if (length < 2) return null;
    at += 2 + length;
  }
  return null;
}

/** WebP: lossy (VP8), lossless (VP8L) or extended (VP8X) headers. */
function webpSize(b: Buffer): ImageSize | null {
  if (b.length < 30) return null;
  const chunk = b.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return size(b.readUInt16LE(26) & 0x3fff, b.readUInt16LE(28) & 0x3fff);
  if (chunk === 'VP8L') {
    const bits = b.readUInt32LE(21);
    return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') return size(b.readUIntLE(24, 3) + 1, b.readUIntLE(27, 3) + 1);
  return null;
}

/** The pixel size read from a sniffed image's header, or null when the header is not where it should be. */
export function imageSize(bytes: Buffer, ext: SniffedImage['ext']): ImageSize | null {
  try {
    if (ext === 'png')
      return bytes.length >= 24 ? size(bytes.readUInt32BE(16), bytes.readUInt32BE(20)) : null;
    if (ext === 'gif') return bytes.length >= 10 ? size(bytes.readUInt16LE(6), bytes.readUInt16LE(8)) : null;
    if (ext === 'webp') return webpSize(bytes);
    return jpegSize(bytes);
  } catch {
    // a truncated header: the size is optional, the upload still stands
    return null;
  }
}
