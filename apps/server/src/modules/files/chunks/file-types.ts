import { sniffImage, type SniffedImage } from '../image-sniff';

/** How a chunked file of one extension is recognised and served. */
interface FileKind {
  mime: string;
  /** True when the first bytes fit the extension; absent means text is checked instead. */
  matches?: (head: Buffer) => boolean;
}

const starts = (head: Buffer, bytes: number[] | string, at = 0) => {
  const want = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.length >= at + want.length && head.subarray(at, at + want.length).equals(want);
};
/** The raster formats the image sniffer of the files module knows (one place for their signatures). */
const image = (ext: SniffedImage['ext']) => (h: Buffer) => sniffImage(h)?.ext === ext;
const riff = (kind: string) => (h: Buffer) => starts(h, 'RIFF') && starts(h, kind, 8);
const zip = (h: Buffer) => starts(h, [0x50, 0x4b, 0x03, 0x04]);
const ole = (h: Buffer) => starts(h, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const isoMedia = (h: Buffer) => starts(h, 'ftyp', 4);
const mpegAudio = (h: Buffer) =>
  starts(h, 'ID3') || (h.length > 1 && h[0] === 0xff && ((h[1] ?? 0) & 0xe0) === 0xe0);

/**
 * The allow-list: spec 02 §9's categories (image, video, audio, document), each with the signature
 * its bytes must carry. Not here, so refused: SVG and HTML (script in a page of our origin), swf
 * (active content) and everything else.
 */
export const CHUNK_FILE_KINDS: Readonly<Record<string, FileKind>> = {
  gif: { mime: 'image/gif', matches: image('gif') },
  jpg: { mime: 'image/jpeg', matches: image('jpg') },
  jpeg: { mime: 'image/jpeg', matches: image('jpg') },
  png: { mime: 'image/png', matches: image('png') },
  bmp: { mime: 'image/bmp', matches: (h) => starts(h, 'BM') },
  webp: { mime: 'image/webp', matches: image('webp') },
  mp4: { mime: 'video/mp4', matches: isoMedia },
  m3u8: { mime: 'application/vnd.apple.mpegurl', matches: (h) => starts(h, '#EXTM3U') },
  rmvb: { mime: 'application/vnd.rn-realmedia-vbr', matches: (h) => starts(h, '.RMF') },
  avi: { mime: 'video/x-msvideo', matches: riff('AVI ') },
  '3gp': { mime: 'video/3gpp', matches: isoMedia },
  mkv: { mime: 'video/x-matroska', matches: (h) => starts(h, [0x1a, 0x45, 0xdf, 0xa3]) },
  flv: { mime: 'video/x-flv', matches: (h) => starts(h, 'FLV') },
  mp3: { mime: 'audio/mpeg', matches: mpegAudio },
  wav: { mime: 'audio/wav', matches: riff('WAVE') },
  wma: {
    mime: 'audio/x-ms-wma',
    matches: (h) => starts(h, [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11]),
  },
  ogg: { mime: 'audio/ogg', matches: (h) => starts(h, 'OggS') },
  aac: {
    mime: 'audio/aac',
    matches: (h) => starts(h, 'ID3') || starts(h, [0xff, 0xf1]) || starts(h, [0xff, 0xf9]),
  },
  flac: { mime: 'audio/flac', matches: (h) => starts(h, 'fLaC') },
  doc: { mime: 'application/msword', matches: ole },
  xls: { mime: 'application/vnd.ms-excel', matches: ole },
  ppt: { mime: 'application/vnd.ms-powerpoint', matches: ole },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: zip },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: zip },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', matches: zip },
  epub: { mime: 'application/epub+zip', matches: zip },
  pages: { mime: 'application/x-iwork-pages-sffpages', matches: zip },
  numbers: { mime: 'application/x-iwork-numbers-sffnumbers', matches: zip },
  keynote: { mime: 'application/x-iwork-keynote-sffkey', matches: zip },
  pdf: { mime: 'application/pdf', matches: (h) => starts(h, '%PDF-') },
  txt: { mime: 'text/plain' },
  // Markdown is served as an attachment (never rendered by the browser); the preview renders it sanitized.
  md: { mime: 'text/markdown' },
  csv: { mime: 'text/csv' },
};

/** Markup a browser could run as a page or image even when named .txt. */
const MARKUP = /<\s*(script|html|svg|!doctype|iframe|body|object|embed)\b/i;

/** The normalised extension when it is allowed, else null (`.PDF` → `pdf`). */
export function allowedExtension(extension: string): string | null {
  const ext = extension.trim().replace(/^\./, '').toLowerCase();
  return Object.hasOwn(CHUNK_FILE_KINDS, ext) ? ext : null;
}

/** True when the file's first bytes fit its (allowed) extension. Text must be text, not markup. */
export function bytesMatchExtension(ext: string, head: Buffer): boolean {
  const kind = CHUNK_FILE_KINDS[ext];
  if (!kind) return false;
  if (kind.matches) return kind.matches(head);
  if (head.includes(0)) return false;
  return !MARKUP.test(head.toString('utf8'));
}

/** The MIME type stored for an allowed extension. */
export const mimeOf = (ext: string) => CHUNK_FILE_KINDS[ext]?.mime ?? 'application/octet-stream';
