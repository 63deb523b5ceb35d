import { useSyncExternalStore } from 'react';

/**
 * What browsers say when a module of the build cannot be fetched: after a server update the page
 * still names the old build's chunks, which are gone (Chromium, Firefox, Safari, Vite's CSS preload).
 */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** Whether an error is a chunk of the build that failed to load (a newer version replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_ERROR.test(error.message) || isChunkLoadError(error.cause);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

let detected = false;
const listeners = new Set<() => void>();

/** Marks that a newer version is on the server: every {@link useNewVersion} shows the reload offer. */
export function reportNewVersion(): void {
  if (detected) return;
  detected = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a newer version was noticed in this tab (outside React). */
export const hasNewVersion = () => detected;

/** Whether a newer version was noticed in this tab. */
export const useNewVersion = () => useSyncExternalStore(subscribe, () => detected);

/** Notices a failed chunk anywhere in the tab (Vite's preload failure, an unhandled import error). */
export function installNewVersionWatch(target: Window = window): void {
  target.addEventListener('vite:preloadError', () => reportNewVersion());
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reportNewVersion();
  });
}

/** Paths of the module scripts a page's HTML loads (the build's entry chunks). */
export function entryScripts(html: string): string[] {
  const paths: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (!/\btype=["']module["']/i.test(tag)) continue;
    const src = /\bsrc=["']([^"']+)["']/i.exec(tag)?.[1];
    if (src) paths.push(new URL(src, 'http://x').pathname);
  }
  return paths;
}

/** Paths of the module scripts this tab runs (none outside a browser). */
function runningScripts(): string[] {
  if (typeof document === 'undefined') return [];
  const scripts = document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]');
  return [...scripts].map((script) => new URL(script.src).pathname);
}

/**
 * Asks the server for the page's HTML and reports a new version when its entry script is not one
 * this tab runs (after a server update the build's file names change). Run when the socket comes
 * back after a drop, which is what a server restart looks like; any failure is no news.
 */
export async function checkForNewBuild(
  load: () => Promise<string> = () =>
    fetch('/', { cache: 'no-store', headers: { accept: 'text/html' } }).then((r) => (r.ok ? r.text() : '')),
  running: readonly string[] = runningScripts(),
): Promise<boolean> {
  if (detected || !running.length) return detected;
  const served = await load().then(entryScripts, () => []);
  if (served.length && !served.some((path) => running.includes(path))) reportNewVersion();
  return detected;
}

/** Loads the page again, which fetches the new version. */
export const reloadPage = () => window.location.reload();
