// @vitest-environment jsdom
import { languageTag } from '@tessera/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from './feedback';
import { authHeaders, downloadRouteFile, uploadRouteFile, uploadRouteFileMsg } from './file-transfer';
import { changeLanguage } from './i18n';
import { tokenStorage } from './storage';

const fetchMock = vi.fn();
const importRoute = { method: 'POST', path: '/api/x/Thing/Actions/Import' } as const;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  changeLanguage('en');
  tokenStorage.set('Bearer t1');
});
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const json = (body: unknown) => ({ json: async () => body, headers: new Headers() }) as unknown as Response;

describe('authHeaders', () => {
  it('carries the session token and the UI language', () => {
    expect(authHeaders()).toEqual({ Authorization: 'Bearer t1', 'Accept-Language': languageTag('en') });
  });
});

describe('uploadRouteFile', () => {
  it('posts the file as multipart field "file" with the auth headers and answers the envelope', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 200, msg: 'ok', data: { count: 2 } }));
    const file = new File(['{}'], 'a.json');
    expect(await uploadRouteFile<{ count: number }>(importRoute, file)).toEqual({
      code: 200,
      msg: 'ok',
      data: { count: 2 },
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(importRoute.path);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual(authHeaders());
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
  });
});

describe('uploadRouteFileMsg', () => {
  it('resolves with the message of a success', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 200, msg: 'imported', data: null }));
    await expect(uploadRouteFileMsg(importRoute, new File(['x'], 'x.json'))).resolves.toBe('imported');
  });

  it('shows a refusal and rejects with its envelope', async () => {
    const error = vi.spyOn(feedback, 'error').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(json({ code: 400, msg: 'bad file', data: null }));
    await expect(uploadRouteFileMsg(importRoute, new File(['x'], 'x.json'))).rejects.toMatchObject({
      code: 400,
    });
    expect(error).toHaveBeenCalledWith('bad file');
  });

  it('rejects an answer that is no envelope', async () => {
    fetchMock.mockResolvedValueOnce({
      json: async () => Promise.reject(new Error('html')),
    } as unknown as Response);
    await expect(uploadRouteFileMsg(importRoute, new File(['x'], 'x.json'))).rejects.toThrow('upload failed');
  });
});

describe('downloadRouteFile', () => {
  it('saves an attachment under the server name', async () => {
    const headers = new Headers({
      'content-disposition': "attachment; filename*=UTF-8''%E5%AD%97%E5%85%B8.json",
    });
    fetchMock.mockResolvedValueOnce({ headers, blob: async () => new Blob(['{}']) } as unknown as Response);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('字典.json');
      expect(this.href).toBe('blob:x');
    });
    expect(
      await downloadRouteFile({ path: '/api/x/Thing/:id/Actions/Export' }, { id: 'a b' }, 'x.json'),
    ).toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/x/Thing/a%20b/Actions/Export');
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('answers the refusal message when the server sends an envelope', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 403, msg: 'no permission', data: null }));
    expect(await downloadRouteFile({ path: '/api/x/:id' }, { id: '1' }, 'x.json')).toBe('no permission');
  });
});
