// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UploadTransport } from './upload-types';
import { useUploads } from './use-uploads';

const merged = { name: 'a.txt', fileSize: 3, fileExtension: 'txt', fileVersionId: 'v1', url: '/u' };

describe('useUploads', () => {
  it('renders the queue as it moves and reports each success to the latest callback', async () => {
    const transport: UploadTransport = {
      check: () => Promise.resolve({ uploaded: false, merge: false, chunkNumbers: [] }),
      sendChunk: vi.fn(() => Promise.resolve()),
      merge: () => Promise.resolve(merged),
    };
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender, unmount } = renderHook(
      ({ onFileSuccess }) => useUploads({ transport, hasher: () => Promise.resolve('h'), onFileSuccess }),
      { initialProps: { onFileSuccess: first } },
    );
    rerender({ onFileSuccess: latest });
    let id = '';
    act(() => {
      [id = ''] = result.current.add([new File(['abc'], 'a.txt')]);
    });
    expect(result.current.items.map((item) => item.id)).toEqual([id]);
    await waitFor(() => expect(result.current.items[0]?.status).toBe('success'));
    expect(result.current.items[0]).toMatchObject({ progress: 100, result: merged });
    expect(transport.sendChunk).toHaveBeenCalledTimes(1);
    expect(latest).toHaveBeenCalledWith(expect.objectContaining({ id, status: 'success' }));
    expect(first).not.toHaveBeenCalled();
    act(() => result.current.remove(id));
    expect(result.current.items).toHaveLength(1);
    unmount();
  });
});
