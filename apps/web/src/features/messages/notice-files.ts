import { fileRoutes, fillPath, type MessageFile, type UploadedFile } from '@tessera/shared';

/** What notice attachments take: images, documents (office, PDF, text, CSV) and Markdown. */
export const NOTICE_FILE_ACCEPT = ['image', 'document', 'md'] as const;

/** Size bound of one notice attachment, in MB. */
export const NOTICE_FILE_MAX_MB = 100;

/** Longest attachment name a notice keeps (`messageFileSchema`). */
const MAX_NAME = 200;

/** The internal reference of a stored file (what the server keeps as its url). */
const storedRef = (id: string) => fillPath(fileRoutes.download.path, { type: 'file', name: id });

/** A legacy upload's public address: `/api/file/Image/{type}/{stored name}`. */
const LEGACY_REF = /^\/api\/file\/Image\/([A-Za-z]{1,40})\/([^/?#]+)$/;

/** Where a legacy attachment lives (upload type and stored name); undefined for a stored file. */
export function legacyRef(file: { fileId: string; url: string }): { type: string; name: string } | undefined {
  if (file.fileId && file.url === storedRef(file.fileId)) return undefined;
  const match = LEGACY_REF.exec(file.url);
  return match?.[1] && match[2] ? { type: match[1], name: match[2] } : undefined;
}

/** True for an attachment uploaded before the file widget (a public image address, not a stored file). */
export const isLegacyFile = (file: { fileId: string; url: string }) => !!legacyRef(file);

/** The lower-case extension of a name, without the dot ('' when it has none). */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * A notice attachment as the upload widget holds it. A legacy one keeps its stored name as
 * `fileId` and its public url; its kind comes from the stored name (the shown name may lack one).
 */
export function toUploadedFile(file: MessageFile): UploadedFile {
  const legacy = legacyRef(file);
  return {
    name: file.name,
    fileId: file.fileId,
    fileSize: file.fileSize ?? 0,
    fileExtension: extensionOf(legacy ? legacy.name : file.name) || extensionOf(file.name),
    fileVersionId: legacy ? '' : file.fileId,
    url: file.url,
  };
}

/** The widget's value for a notice's attachments. */
export const toUploadedFiles = (files: readonly MessageFile[]): UploadedFile[] => files.map(toUploadedFile);

/**
 * What the notice API takes from the widget's value: a stored file as its id and internal
 * reference; a legacy attachment exactly as the notice had it (`kept`), so it is saved back unchanged.
 */
export function toMessageFiles(
  value: readonly UploadedFile[] | undefined,
  kept: readonly MessageFile[] = [],
): MessageFile[] {
  return (value ?? []).map((file) => {
    if (isLegacyFile(file)) {
      const before = kept.find((old) => old.fileId === file.fileId && old.url === file.url);
      if (before) return before;
      return {
        fileId: file.fileId,
        name: file.name,
        url: file.url,
        ...(file.fileSize ? { fileSize: file.fileSize } : {}),
      };
    }
    const id = file.fileVersionId || file.fileId;
    return { fileId: id, name: clipName(file.name), fileSize: file.fileSize, url: storedRef(id) };
  });
}

/** A name the notice can keep: a longer one (uploads allow 255) is cut before its extension. */
function clipName(name: string): string {
  if (name.length <= MAX_NAME) return name;
  const ext = extensionOf(name);
  const tail = ext && ext.length < 20 ? `.${ext}` : '';
  return name.slice(0, MAX_NAME - tail.length) + tail;
}
