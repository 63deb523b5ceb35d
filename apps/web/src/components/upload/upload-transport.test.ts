// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';
import { fetchTransport } from './upload-transport';
import { UploadError } from './upload-error';

const fetchMock = vi.fn();
const json = (body: unknown) => ({ json: async () => body, headers: new Headers() }) as unknown as Response;
const query = {
  identifier: 'a'.repeat(32),
  fileName: '报告.pdf',
  totalSize: 12,
  totalChunks: 1,
  fileType: 'application/pdf',
  extension: 'pdf',
};
const signal = new AbortController().signal;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  changeLanguage('en');
  tokenStorage.set('Bearer t1');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('fetch transport', () => {
  it('asks which chunks the server has with the token and the upload description', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 200, msg: '', data: { uploaded: false, merge: false, chunkNumbers: [2] } }),
    );
    await expect(fetchTransport.check(query, signal)).resolves.toEqual({
      uploaded: false,
      merge: false,
      chunkNumbers: [2],
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const sent = new URL(url, 'http://x');
    expect(sent.pathname).toBe('/api/file/chunk');
    expect(sent.searchParams.get('identifier')).toBe(query.identifier);
    expect(sent.searchParams.get('chunkNumber')).toBe('1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t1');
  });

  it('posts a chunk as multipart with its description in the query', async () => {
    fetchMock.mockResolvedValue(
      json({ code: 200, msg: '', data: { uploaded: false, merge: true, chunkNumbers: [1] } }),
    );
    const data = new Blob(['hello'], { type: 'application/pdf' });
    await fetchTransport.sendChunk({ ...query, chunkNumber: 1, currentChunkSize: 5, data }, signal);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(new URL(url, 'http://x').searchParams.get('chunkNumber')).toBe('1');
    expect((init.body as FormData).get('file')).toBeInstanceOf(Blob);
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer t1');
  });

  it('turns a refusal into a final error with the server message, a lost link or a rate limit into a retryable one', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 400, msg: 'Chunk number invalid', data: null }));
    const refused = await fetchTransport
      .sendChunk({ ...query, chunkNumber: 1, currentChunkSize: 1, data: new Blob(['x']) }, signal)
      .catch((error: unknown) => error);
    expect(refused).toEqual(new UploadError('Chunk number invalid', true));
    expect((refused as UploadError).isPermanent).toBe(true);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const lost = await fetchTransport
      .sendChunk({ ...query, chunkNumber: 1, currentChunkSize: 1, data: new Blob(['x']) }, signal)
      .catch((error: unknown) => error);
    expect((lost as UploadError).isPermanent).toBe(false);
    fetchMock.mockResolvedValueOnce(json({ code: 429, msg: 'Too many attempts', data: null }));
    const limited = await fetchTransport
      .sendChunk({ ...query, chunkNumber: 1, currentChunkSize: 1, data: new Blob(['x']) }, signal)
      .catch((error: unknown) => error);
    expect(limited).toEqual(new UploadError('Too many attempts', false));
    expect((limited as UploadError).isPermanent).toBe(false);
  });

  it('answers the merged file, or the server message of a refused merge', async () => {
    const merged = { name: '报告.pdf', fileSize: 12, fileExtension: 'pdf', fileVersionId: 'v1', url: '/u' };
    fetchMock.mockResolvedValueOnce(json({ code: 200, msg: '', data: merged }));
    const form = {
      identifier: query.identifier,
      fileName: '报告.pdf',
      fileSize: 12,
      fileType: 'application/pdf',
      extension: 'pdf',
      type: 'annex',
    };
    await expect(fetchTransport.merge(form, signal)).resolves.toEqual(merged);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual(form);
    fetchMock.mockResolvedValueOnce(json({ code: 400, msg: 'MD5 mismatch', data: null }));
    const refused = (await fetchTransport
      .merge(form, signal)
      .catch((error: unknown) => error)) as UploadError;
    expect([refused.message, refused.isPermanent]).toEqual(['MD5 mismatch', true]);
  });
});
