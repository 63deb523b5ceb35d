import { t } from '@/lib/i18n';
import { extensionOf } from './chunks';

/** File categories of spec 02 §9, by extension. */
export const FILE_CATEGORIES = {
  image: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  video: ['mp4', 'm3u8', 'rmvb', 'avi', 'swf', '3gp', 'mkv', 'flv'],
  audio: ['mp3', 'wav', 'wma', 'ogg', 'aac', 'flac'],
  document: [
    'doc',
    'txt',
    'docx',
    'pages',
    'epub',
    'pdf',
    'numbers',
    'csv',
    'xls',
    'xlsx',
    'keynote',
    'ppt',
    'pptx',
  ],
  excel: ['xls', 'xlsx'],
  word: ['doc', 'docx'],
  pdf: ['pdf'],
  txt: ['txt'],
} as const;

/** A category a widget may accept (spec 02 §5). */
export type AcceptCategory = keyof typeof FILE_CATEGORIES;

/** What a widget accepts: categories or extensions ('dwg' or '.dwg'), as a list or comma-joined. */
export type AcceptSpec = string | readonly (AcceptCategory | (string & {}))[];

const isCategory = (word: string): word is AcceptCategory => Object.hasOwn(FILE_CATEGORIES, word);

/** The accept entries, trimmed and lower-cased, each a category name or a bare extension. */
export function acceptEntries(accept: AcceptSpec = []): string[] {
  const words = typeof accept === 'string' ? accept.split(',') : accept;
  return words
    .map((word) => word.trim().toLowerCase())
    .map((word) => (isCategory(word) ? word : word.replace(/^\./, '')))
    .filter(Boolean);
}

/** The extensions an accept spec allows (empty: any file). */
function acceptedExtensions(accept: AcceptSpec = []): string[] {
  return [
    ...new Set(
      acceptEntries(accept).flatMap((word) => (isCategory(word) ? [...FILE_CATEGORIES[word]] : [word])),
    ),
  ];
}

/** Unit of a size bound. */
export type SizeUnit = 'KB' | 'MB' | 'GB';

const UNIT_BYTES: Record<SizeUnit, number> = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** What a file or image widget allows. */
export interface UploadRules {
  /** Most files in the widget; 1 is single-file mode (a new pick replaces the old). */
  limit?: number;
  /** Size bound, in `sizeUnit` (default 10 MB, spec 02 §9). */
  fileSize?: number;
  sizeUnit?: SizeUnit;
  /** Accepted categories or extensions; empty or absent accepts any file. */
  accept?: AcceptSpec;
  /** The image widget: only images, image wording. */
  isImage?: boolean;
  /** An extra check: false, a message or a rejection refuses the file. */
  beforeUpload?: (file: File) => boolean | string | Promise<boolean | string>;
  /** A place's own wording of the type and size refusals (e.g. the chat's 图片大小不能超过5M). */
  messages?: RefusalTexts;
}

/** Texts that replace the widget's type and size refusal messages. */
export interface RefusalTexts {
  type?: string;
  size?: string;
}

/** The outcome of a pick: files to upload, refusal messages, and whether they replace the list. */
export interface PickOutcome {
  accepted: File[];
  refusals: string[];
  /** Single-file mode: the accepted file replaces what the widget holds. */
  replaces: boolean;
}

/** The `accept` attribute of the file input for the categories. */
export function acceptAttribute(accept: AcceptSpec = []): string {
  return acceptedExtensions(accept)
    .map((ext) => `.${ext}`)
    .join(',');
}

/** The categories (translated) and extensions joined for the type message ("图片、视频、dwg"). */
export function acceptLabel(accept: AcceptSpec): string {
  return acceptEntries(accept)
    .map((word) => (isCategory(word) ? t(`upload.category.${word}`) : word))
    .join(t('upload.category.separator'));
}

const inAccept = (file: File, accept: AcceptSpec) =>
  acceptedExtensions(accept).includes(extensionOf(file.name));

/** Why one file is refused (type, then size), or null. */
export function refuseFile(file: File, rules: UploadRules): string | null {
  const { accept = [], isImage = false, fileSize = 10, sizeUnit = 'MB', messages = {} } = rules;
  if (isImage && !inAccept(file, ['image'])) return messages.type ?? t('upload.rule.onlyImage');
  if (!isImage && acceptEntries(accept).length > 0 && !inAccept(file, accept)) {
    return messages.type ?? t('upload.rule.accept', { type: acceptLabel(accept) });
  }
  if (file.size > fileSize * UNIT_BYTES[sizeUnit]) {
    return (
      messages.size ??
      t(isImage ? 'upload.rule.imageTooLarge' : 'upload.rule.fileTooLarge', {
        n: fileSize,
        unit: sizeUnit,
      })
    );
  }
  return null;
}

/**
 * Applies a widget's rules to a pick (spec 02 §5): the count limit, then each file's type, size and
 * beforeUpload check. `held` is how many files the widget already has; files past the limit are refused.
 */
export async function checkPick(
  files: readonly File[],
  held: number,
  rules: UploadRules,
): Promise<PickOutcome> {
  const replaces = rules.limit === 1;
  const room = rules.limit ? (replaces ? 1 : rules.limit - held) : Infinity;
  const refusals: string[] = [];
  const accepted: File[] = [];
  if (files.length > room) {
    const key = rules.isImage ? 'upload.rule.countImage' : 'upload.rule.countFile';
    refusals.push(t(key, { n: rules.limit }));
  }
  for (const file of files.slice(0, Math.max(0, room))) {
    const refusal = refuseFile(file, rules) ?? (await extraCheck(file, rules));
    if (refusal === null) accepted.push(file);
    else if (refusal) refusals.push(refusal);
  }
  return { accepted, refusals, replaces };
}

/**
 * The beforeUpload verdict: null passes, a message refuses, '' refuses without a message of ours. A
 * rejection refuses too, with its reason when that is a string or an error with a message.
 */
async function extraCheck(file: File, rules: UploadRules): Promise<string | null> {
  if (!rules.beforeUpload) return null;
  try {
    const verdict = await rules.beforeUpload(file);
    if (verdict === true) return null;
    return typeof verdict === 'string' ? verdict : '';
  } catch (reason) {
    if (typeof reason === 'string') return reason;
    return reason instanceof Error ? reason.message : '';
  }
}
