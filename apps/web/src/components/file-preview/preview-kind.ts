/** How the preview shows a file, chosen from its extension. */
export type PreviewKind = 'image' | 'pdf' | 'docx' | 'xlsx' | 'csv' | 'text' | 'markdown' | 'unsupported';

/** Extensions opened in the image viewer instead of the dialog (spec 02 §2, plus webp). */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'bmp', 'gif', 'webp'] as const;

const KIND_BY_EXTENSION: Record<string, PreviewKind> = {
  ...Object.fromEntries(IMAGE_EXTENSIONS.map((ext) => [ext, 'image'])),
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
  csv: 'csv',
  md: 'markdown',
  markdown: 'markdown',
  txt: 'text',
  log: 'text',
  json: 'text',
  xml: 'text',
  yml: 'text',
  yaml: 'text',
  ini: 'text',
  conf: 'text',
};

const MB = 1024 * 1024;

/** The largest file each kind fetches and renders; past it the dialog offers the download. */
export const MAX_BYTES: Record<PreviewKind, number> = {
  image: 30 * MB,
  pdf: 50 * MB,
  docx: 20 * MB,
  xlsx: 20 * MB,
  csv: 10 * MB,
  text: 10 * MB,
  markdown: 5 * MB,
  unsupported: 0,
};

/** The lower-case extension of a file name (without the dot), or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The preview kind of a file from its declared extension, else from its name. */
export function previewKindOf(file: { name: string; fileExtension?: string }): PreviewKind {
  const ext = (file.fileExtension ?? '').replace(/^\./, '').toLowerCase() || extensionOf(file.name);
  return KIND_BY_EXTENSION[ext] ?? 'unsupported';
}

/** Whether a file opens in the image viewer. */
export const isImageFile = (file: { name: string; fileExtension?: string }) =>
  previewKindOf(file) === 'image';

/** A byte count for messages: "50 MB", "512 KB". */
export function formatLimit(bytes: number): string {
  if (bytes >= MB) return `${Math.round(bytes / MB)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
