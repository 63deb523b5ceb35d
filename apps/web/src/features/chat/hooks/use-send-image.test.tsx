// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr, type FakeRequest } from '@/components/upload/fake-xhr';
import { feedback } from '@/lib/feedback';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { changeLanguage } from '@/lib/i18n';
import { sendFrame } from '@/lib/socket-session';
import { imageProblem, useSendImage } from './use-send-image';

vi.mock('@/lib/socket-session', () => ({ sendFrame: vi.fn() }));

let requests: FakeRequest[];
const png = (size = 10, name = 'dot.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const name = `${'c'.repeat(32)}.png`;

beforeAll(() => loadFeatureLocales());
beforeEach(() => {
  requests = stubXhr();
  vi.stubGlobal('createImageBitmap', () =>
    Promise.resolve({ width: 24, height: 12, close: () => undefined }),
  );
  vi.spyOn(feedback, 'error').mockImplementation(() => undefined);
  vi.mocked(sendFrame).mockReset();
  changeLanguage('zh');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
afterAll(() => changeLanguage('zh'));

describe('chat image check', () => {
  it('accepts pictures under 5 MB only', () => {
    expect(imageProblem({ type: 'image/png', size: 5_242_879 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 5_242_880 })).toBe('chat.image.tooBig');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('chat.image.notImage');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('chat.image.notImage');
  });
});

describe('sending a chat image', () => {
  it('uploads through the queue with progress, then sends the image message to the peer', async () => {
    const { result } = renderHook(() => useSendImage('u-2'));
    await act(() => result.current.send(png(1000)));
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]!.url, 'http://x').pathname).toBe('/api/file/Uploader/IM');
    expect(result.current.uploading).toBe(true);
    act(() => requests[0]!.progress(400, 1000));
    expect(result.current.progress).toBe(40);
    act(() => requests[0]!.answer({ code: 200, msg: '', data: { name, url: '/x', width: 24, height: 12 } }));
    await waitFor(() =>
      expect(sendFrame).toHaveBeenCalledWith({
        method: 'SendMessage',
        toUserId: 'u-2',
        messageType: 'image',
        messageContent: { name, width: 24, height: 12 },
      }),
    );
    expect(result.current.uploading).toBe(false);
  });

  it('refuses a picture of 5 MB or more and a non-image with the chat wording, without a request', async () => {
    const { result } = renderHook(() => useSendImage('u-2'));
    await act(() => result.current.send(png(5_242_880, 'big.png')));
    expect(feedback.error).toHaveBeenLastCalledWith('图片大小不能超过5M');
    act(() => changeLanguage('en'));
    await act(() => result.current.send(new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })));
    expect(feedback.error).toHaveBeenLastCalledWith('Only pictures can be sent');
    expect(requests).toHaveLength(0);
  });

  it('shows the server refusal, or "request failed" for an answer without a name, and sends nothing', async () => {
    changeLanguage('en');
    const { result } = renderHook(() => useSendImage('u-2'));
    await act(() => result.current.send(png()));
    act(() => requests[0]!.answer({ code: 400, msg: 'Picture too large', data: null }));
    await waitFor(() => expect(feedback.error).toHaveBeenCalledWith('Picture too large', 1.5));
    await act(() => result.current.send(png()));
    act(() => requests[1]!.answer({ code: 200, msg: '', data: {} }));
    await waitFor(() => expect(feedback.error).toHaveBeenLastCalledWith('Request failed, please retry', 1.5));
    expect(result.current.uploading).toBe(false);
    expect(sendFrame).not.toHaveBeenCalled();
  });
});
