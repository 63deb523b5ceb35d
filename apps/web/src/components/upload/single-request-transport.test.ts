// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/lib/http';
import { changeLanguage } from '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';
import { stubXhr, type FakeRequest } from './fake-xhr';
import { singleRequestTransport } from './single-request-transport';
import { UploadEngine } from './upload-engine';
import { UploadError } from './upload-error';
import { useUploads } from './use-uploads';

let requests: FakeRequest[];
const last = () => requests[requests.length - 1]!;
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const file = (size = 1000, name = 'me.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const transport = singleRequestTransport({ url: '/api/file/Uploader/userAvatar' });

beforeEach(() => {
  requests = stubXhr();
  tokenStorage.set('Bearer t1');
  changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  changeLanguage('zh');
});

describe('single-request transport', () => {
  it('posts the file as the multipart `file` part with the token and language, and reads the answer', async () => {
    const progress = vi.fn();
    const sent = transport.send(file(1000), progress, new AbortController().signal);
    const request = last();
    expect(request.method).toBe('POST');
    expect(new URL(request.url, 'http://x').pathname).toBe('/api/file/Uploader/userAvatar');
    expect(request.headers.Authorization).toBe('Bearer t1');
    expect(request.headers['Accept-Language']).toBe('en');
    expect((request.body.get('file') as File).name).toBe('me.png');
    // the body is bigger than the file by the multipart framing: the file's share is reported
    request.progress(600, 1200);
    expect(progress).toHaveBeenLastCalledWith(500);
    const data = { name: 'a'.repeat(32) + '.png', url: '/api/file/Image/userAvatar/x.png', fileSize: 999 };
    request.answer(ok(data));
    await expect(sent).resolves.toEqual({
      name: data.name,
      fileSize: 999,
      fileExtension: 'png',
      fileVersionId: data.name,
      url: data.url,
      answer: data,
    });
  });

  it('ends the session when the answer says it is over (600/601/602), as every other call does', async () => {
    const onSessionExpired = vi.fn();
    configureHttp({ onSessionExpired });
    const signal = new AbortController().signal;
    const refused = transport.send(file(), vi.fn(), signal).catch((error: unknown) => error);
    last().answer({ code: 400, msg: 'File type not allowed', data: null });
    await refused;
    expect(onSessionExpired).not.toHaveBeenCalled();
    const expired = transport.send(file(), vi.fn(), signal).catch((error: unknown) => error);
    last().answer({ code: 600, msg: 'Session expired', data: null });
    expect(await expired).toEqual(new UploadError('Session expired', true));
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    configureHttp({ onSessionExpired: () => tokenStorage.clear() });
  });

  it('rejects a refusal with the server message, final; a lost link or a non-JSON answer as retryable', async () => {
    const signal = new AbortController().signal;
    const refused = transport.send(file(), vi.fn(), signal);
    last().answer({ code: 400, msg: 'File type not allowed', data: null });
    await expect(refused).rejects.toEqual(new UploadError('File type not allowed', true));
    const lost = transport.send(file(), vi.fn(), signal).catch((error: unknown) => error);
    last().fail();
    expect(await lost).toMatchObject({ message: 'Request failed, please retry', isPermanent: false });
    const garbled = transport.send(file(), vi.fn(), signal).catch((error: unknown) => error);
    last().answerText('<html>bad gateway</html>');
    expect(await garbled).toMatchObject({ message: 'Request failed, please retry', isPermanent: false });
  });

  it('refuses an answer its reader does not accept, with the envelope message', async () => {
    const strict = singleRequestTransport({ url: '/x', read: () => null });
    const sent = strict.send(file(), vi.fn(), new AbortController().signal);
    last().answer({ code: 200, msg: 'Upload ok but nothing stored', data: null });
    await expect(sent).rejects.toEqual(new UploadError('Upload ok but nothing stored', true));
  });

  it('aborts the request when the signal aborts', async () => {
    const controller = new AbortController();
    const sent = transport.send(file(), vi.fn(), controller.signal).catch((error: unknown) => error);
    controller.abort();
    expect(last().isAborted).toBe(true);
    expect(await sent).toBeDefined();
  });
});

describe('a queue over the single-request transport', () => {
  it('sends without hashing, shows progress up to 99 %, then the answer; pause aborts and resume sends again', async () => {
    const hasher = vi.fn();
    const { result } = renderHook(() => useUploads({ transport, hasher }));
    let id = '';
    act(() => {
      [id = ''] = result.current.add([file(1000)]);
    });
    expect(hasher).not.toHaveBeenCalled();
    expect(result.current.items[0]?.status).toBe('uploading');
    act(() => last().progress(1200, 1200));
    expect(result.current.items[0]).toMatchObject({ uploadedBytes: 1000, progress: 99 });
    act(() => result.current.pause(id));
    expect(last().isAborted).toBe(true);
    expect(result.current.items[0]).toMatchObject({ status: 'paused' });
    act(() => result.current.resume(id));
    expect(requests).toHaveLength(2);
    expect(result.current.items[0]).toMatchObject({ status: 'uploading', uploadedBytes: 0 });
    act(() => last().answer(ok({ name: 'n.png', url: '/u' })));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('success'));
    expect(result.current.items[0]).toMatchObject({ progress: 100, result: { name: 'n.png', url: '/u' } });
    act(() => result.current.dismiss(id));
    expect(result.current.items).toEqual([]);
  });

  it('fails a refused file with the server message (no automatic retry); retry sends it again', async () => {
    const engine = new UploadEngine({ transport });
    const [id = ''] = engine.add([file()]);
    last().answer({ code: 400, msg: '图片大小不能超过5M', data: null });
    await vi.waitFor(() => expect(engine.getSnapshot()[0]?.status).toBe('error'));
    expect(engine.getSnapshot()[0]?.error).toBe('图片大小不能超过5M');
    expect(requests).toHaveLength(1);
    engine.retry(id);
    expect(requests).toHaveLength(2);
    engine.remove(id);
    expect(last().isAborted).toBe(true);
    expect(engine.getSnapshot()).toEqual([]);
  });
});
