import type { MessageFile, UploadedFile } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { isLegacyFile, legacyRef, toMessageFiles, toUploadedFiles } from './notice-files';

const LEGACY_NAME = `${'a'.repeat(32)}.png`;
/** An attachment from before the file widget: a public image address. */
const legacy: MessageFile = {
  fileId: LEGACY_NAME,
  name: '排班表',
  url: `/api/file/Image/annex/${LEGACY_NAME}`,
};
/** A file uploaded through the widget: the stored file's id and internal reference. */
const stored: MessageFile = {
  fileId: '42',
  name: '说明.txt',
  fileSize: 12,
  url: '/api/file/Download/file/42',
};

describe('notice attachments between the notice API and the upload widget', () => {
  it('tells a legacy image address from a stored file', () => {
    expect(legacyRef(legacy)).toEqual({ type: 'annex', name: LEGACY_NAME });
    expect(isLegacyFile(stored)).toBe(false);
    expect(isLegacyFile({ fileId: '7', url: '/api/file/Image/annexpic/x.jpg' })).toBe(true);
  });

  it('gives the widget a stored file with its id as both file ids', () => {
    expect(toUploadedFiles([stored])).toEqual([
      {
        name: '说明.txt',
        fileId: '42',
        fileSize: 12,
        fileExtension: 'txt',
        fileVersionId: '42',
        url: '/api/file/Download/file/42',
      },
    ]);
  });

  it('keeps a legacy attachment in the value, its kind taken from the stored name', () => {
    const [file] = toUploadedFiles([legacy]);
    expect(file).toMatchObject({ fileId: LEGACY_NAME, fileExtension: 'png', url: legacy.url, fileSize: 0 });
  });

  it('saves a legacy attachment back exactly as the notice had it', () => {
    const value = toUploadedFiles([legacy, stored]);
    expect(toMessageFiles(value, [legacy, stored])).toEqual([legacy, stored]);
  });

  it('sends a newly merged file as its id and internal reference', () => {
    const merged: UploadedFile = {
      name: 'plan.pdf',
      fileId: '99',
      fileSize: 2048,
      fileExtension: 'pdf',
      fileVersionId: '99',
      url: '/api/file/Download/file/99',
    };
    expect(toMessageFiles([merged])).toEqual([
      { fileId: '99', name: 'plan.pdf', fileSize: 2048, url: '/api/file/Download/file/99' },
    ]);
  });

  it('cuts a name longer than a notice keeps, before its extension', () => {
    const long = `${'长'.repeat(250)}.pdf`;
    const [file] = toMessageFiles([{ ...toUploadedFiles([stored])[0]!, name: long }]);
    expect(file?.name).toHaveLength(200);
    expect(file?.name.endsWith('长.pdf')).toBe(true);
  });

  it('drops what the user removed and reads an empty value as no attachments', () => {
    expect(toMessageFiles(toUploadedFiles([stored]), [legacy, stored])).toEqual([stored]);
    expect(toMessageFiles(undefined)).toEqual([]);
  });
});
