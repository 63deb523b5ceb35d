// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFullscreen } from './use-fullscreen';

const setEnabled = (value: boolean) =>
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, value });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useFullscreen', () => {
  it('warns instead of going full screen when the browser cannot (spec 02 section 8)', () => {
    setEnabled(false);
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    const onUnsupported = vi.fn();
    const { result } = renderHook(() => useFullscreen(onUnsupported));
    act(() => result.current[1]());
    expect(onUnsupported).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });

  it('asks for full screen when supported and follows the fullscreenchange event', () => {
    setEnabled(true);
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;
    const onUnsupported = vi.fn();
    const { result } = renderHook(() => useFullscreen(onUnsupported));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1]());
    expect(request).toHaveBeenCalledTimes(1);
    expect(onUnsupported).not.toHaveBeenCalled();
    Object.defineProperty(document, 'fullscreenElement', {
      configurable: true,
      value: document.documentElement,
    });
    act(() => {
      document.dispatchEvent(new Event('fullscreenchange'));
    });
    expect(result.current[0]).toBe(true);
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, value: null });
  });
});
