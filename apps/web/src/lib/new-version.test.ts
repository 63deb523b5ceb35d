import { describe, expect, it, vi } from 'vitest';
import { entryScripts, hasNewVersion, installNewVersionWatch, isChunkLoadError } from './new-version';

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

describe('checkForNewBuild', () => {
  const page = (entry: string) =>
    `<!doctype html><head><script type="module" crossorigin src="${entry}"></script><link rel="modulepreload" href="/assets/x.js"></head>`;

  it('reads the entry module scripts of a page', () => {
    expect(entryScripts(page('/assets/index-abc.js'))).toEqual(['/assets/index-abc.js']);
    expect(entryScripts('<script src="/legacy.js"></script>')).toEqual([]);
  });

  it('stays quiet for the same build or an unreadable answer, and reports a different entry', async () => {
    // a fresh module: the tab has noticed nothing yet
    vi.resetModules();
    const { checkForNewBuild } = await import('./new-version');
    const running = ['/assets/index-abc.js'];
    expect(await checkForNewBuild(async () => page('/assets/index-abc.js'), running)).toBe(false);
    expect(await checkForNewBuild(async () => '', running)).toBe(false);
    expect(await checkForNewBuild(() => Promise.reject(new Error('offline')), running)).toBe(false);
    expect(await checkForNewBuild(async () => page('/assets/index-def.js'), running)).toBe(true);
  });
});
