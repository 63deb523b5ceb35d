import { describe, expect, it } from 'vitest';
import { hasNewVersion, installNewVersionWatch, isChunkLoadError } from './new-version';

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://h/assets/x-1a2b.js',
    'error loading dynamically imported module: https://h/assets/x.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/x.css',
  ])('knows "%s" as a chunk of an older build', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(new Error('wrapped', { cause: new TypeError(message) }))).toBe(true);
  });

  it('leaves other failures to the error screen', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('loader said no')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('installNewVersionWatch', () => {
  it('ignores other rejections and reports a new version on a chunk rejection or Vite’s preload failure', () => {
    const target = new EventTarget();
    installNewVersionWatch(target as unknown as Window);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    target.dispatchEvent(rejection(new Error('network down')));
    expect(hasNewVersion()).toBe(false);
    target.dispatchEvent(new Event('vite:preloadError'));
    expect(hasNewVersion()).toBe(true);
  });
});
