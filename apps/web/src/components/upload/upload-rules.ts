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
  /** Accepted categories; empty or absent accepts any file. */
  accept?: readonly AcceptCategory[];
  /** The image widget: only images, image wording. */
  isImage?: boolean;
  /** An extra check: false or a message refuses the file. */
  beforeUpload?: (file: File) => boolean | string | Promise<boolean | string>;
}

/** The outcome of a pick: files to upload, refusal messages, and whether they replace the list. */
export interface PickOutcome {
  accepted: File[];
  refusals: string[];
  /** Single-file mode: the accepted file replaces what the widget holds. */
  replaces: boolean;
}

/** The `accept` attribute of the file input for the categories. */
export function acceptAttribute(accept: readonly AcceptCategory[] = []): string {
  return [...new Set(accept.flatMap((category) => FILE_CATEGORIES[category]))]
    .map((ext) => `.${ext}`)
    .join(',');
}

/** The categories joined for the type message ("图片、视频"). */
export function acceptLabel(accept: readonly AcceptCategory[]): string {
  return accept.map((category) => t(`upload.category.${category}`)).join(t('upload.category.separator'));
}

const inCategories = (file: File, categories: readonly AcceptCategory[]) => {
  const ext = extensionOf(file.name);
  return categories.some((category) => (FILE_CATEGORIES[category] as readonly string[]).includes(ext));
};

/** Why one file is refused (type, then size), or null. */
export function refuseFile(file: File, rules: UploadRules): string | null {
  const { accept = [], isImage = false, fileSize = 10, sizeUnit = 'MB' } = rules;
  if (isImage && !inCategories(file, ['image'])) return t('upload.rule.onlyImage');
  if (!isImage && accept.length > 0 && !inCategories(file, accept)) {
    return t('upload.rule.accept', { type: acceptLabel(accept) });
  }
  if (file.size > fileSize * UNIT_BYTES[sizeUnit]) {
    return t(isImage ? 'upload.rule.imageTooLarge' : 'upload.rule.fileTooLarge', {
      n: fileSize,
      unit: sizeUnit,
    });
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

/** The beforeUpload verdict: null passes, a message refuses, '' refuses without a message of ours. */
async function extraCheck(file: File, rules: UploadRules): Promise<string | null> {
  if (!rules.beforeUpload) return null;
  const verdict = await rules.beforeUpload(file);
  if (verdict === true) return null;
  return typeof verdict === 'string' ? verdict : '';
}
