// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUrl, configureHttp, http, request, TransportError } from './http';
import { changeLanguage } from './i18n';
import { tokenStorage } from './storage';

const fetchMock = vi.fn();
const notifyError = vi.fn();
const onSessionExpired = vi.fn();

function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce({ json: async () => body } as Response);
}
function lastCall(): { url: string; init: RequestInit & { headers: Record<string, string> } } {
  const [url, init] = fetchMock.mock.calls.at(-1) as [
    string,
    RequestInit & { headers: Record<string, string> },
  ];
  return { url, init };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureHttp({ notifyError, onSessionExpired });
  changeLanguage('zh');
  localStorage.clear();
});
afterEach(() => {
  fetchMock.mockReset();
  notifyError.mockReset();
  onSessionExpired.mockReset();
  vi.useRealTimers();
});

describe('http client', () => {
  it('adds the origin header, the language and a timestamp, and omits credentials', async () => {
    answer({ code: 200, msg: 'ok', data: 1 });
    await http.get('/api/x');
    const { url, init } = lastCall();
    expect(url).toMatch(/^\/api\/x\?n=\d+$/);
    expect(init.headers['jnpf-origin']).toBe('pc');
    expect(init.headers['Accept-Language']).toBe('zh-CN');
    expect(init.headers.Authorization).toBeUndefined();
    expect(init.credentials).toBe('omit');
  });

  it('sends the stored token unchanged', async () => {
    tokenStorage.set('Bearer abc');
    answer({ code: 200, msg: '', data: null });
    await http.get('/api/x');
    expect(lastCall().init.headers.Authorization).toBe('Bearer abc');
  });

  it('sends GET payloads as query parameters and other bodies as JSON', async () => {
    answer({ code: 200, msg: '', data: null });
    await http.get('/api/list', { keyword: 'a b', page: 2 });
    expect(lastCall().url).toMatch(/^\/api\/list\?keyword=a\+b&page=2&n=\d+$/);
    answer({ code: 200, msg: '', data: null });
    await http.put('/api/lang', { language: 'en' });
    const { init } = lastCall();
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"language":"en"}');
    expect(init.headers['Content-Type']).toContain('application/json');
  });

  it('form-encodes when asked (sign-in)', async () => {
    answer({ code: 200, msg: '', data: null });
    await request('/api/oauth/Login', {
      method: 'POST',
      data: { account: 'admin', scope: 'all' },
      form: true,
    });
    const { init } = lastCall();
    expect(init.body).toBe('account=admin&scope=all');
    expect(init.headers['Content-Type']).toContain('application/x-www-form-urlencoded');
  });

  it('resolves with the envelope on code 200', async () => {
    answer({ code: 200, msg: 'ok', data: { a: 1 } });
    await expect(http.get('/api/x')).resolves.toEqual({ code: 200, msg: 'ok', data: { a: 1 } });
  });

  it('toasts the server message and rejects with the envelope on other codes', async () => {
    answer({ code: 400, msg: '名称已存在', data: null });
    await expect(http.post('/api/x', {})).rejects.toEqual({ code: 400, msg: '名称已存在', data: null });
    expect(notifyError).toHaveBeenCalledWith('名称已存在');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('toasts a generic text when the server sends no message', async () => {
    answer({ code: 500, msg: '', data: null });
    await expect(http.get('/api/x')).rejects.toMatchObject({ code: 500 });
    expect(notifyError).toHaveBeenCalledWith('请求出错，请重试');
  });

  it.each([600, 601, 602])('ends the session on code %i', async (code) => {
    answer({ code, msg: 'expired', data: null });
    await expect(http.get('/api/oauth/CurrentUser')).rejects.toMatchObject({ code });
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it.each(['/api/oauth/Login', '/api/oauth/LockScreen'])('keeps the session on %s', async (url) => {
    answer({ code: 600, msg: 'wrong', data: null });
    await expect(http.post(url, {})).rejects.toEqual({ code: 600, msg: 'wrong', data: null });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('toasts and rejects on transport failure', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(http.get('/api/x')).rejects.toBeInstanceOf(TransportError);
    expect(notifyError).toHaveBeenCalledWith('请求出错，请重试');
  });

  it('aborts after the timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new Error('abort'))),
        ),
    );
    const pending = http.get('/api/slow', undefined, { timeout: 100_000 });
    const settled = expect(pending).rejects.toBeInstanceOf(TransportError);
    await vi.advanceTimersByTimeAsync(99_999);
    expect(notifyError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(notifyError).toHaveBeenCalledOnce();
  });

  it('returns the raw envelope without checks when raw is set', async () => {
    answer({ code: 602, msg: 'x', data: null });
    await expect(http.get('/api/print', undefined, { raw: true })).resolves.toEqual({
      code: 602,
      msg: 'x',
      data: null,
    });
    expect(notifyError).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('appends the timestamp to URLs that already have a query', () => {
    expect(buildUrl('/a?x=1', { y: [1, 2] }, 5)).toBe('/a?x=1&y=1&y=2&n=5');
  });
});
