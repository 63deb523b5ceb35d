import { useEffect } from 'react';
import type { MenuRouteTable } from './menu-routes';
import { PAGE_REGISTRY, preloadPage } from './page-registry';

/** Runs `work` when the browser is idle (a short timeout where requestIdleCallback is missing). */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(work, 50);
  return () => window.clearTimeout(id);
}

/**
 * Loads the code of the pages in the user's menu one by one while the browser is idle, so a click
 * on a menu entry shows its page without waiting for its code. Only pages the user may open.
 */
export function usePagePrefetch(table: MenuRouteTable): void {
  useEffect(() => {
    // only menu routes with a built-in page have code to load
    const paths = [...table.byPath.keys()].filter((path) => PAGE_REGISTRY[path]);
    let cancel = () => {};
    let stopped = false;
    const next = (i: number) => {
      if (stopped || i >= paths.length) return;
      cancel = whenIdle(() => {
        void preloadPage(paths[i]!)
          .catch(() => undefined) // loaded again (and reported) when the page is opened
          .then(() => next(i + 1));
      });
    };
    next(0);
    return () => {
      stopped = true;
      cancel();
    };
  }, [table]);
}
