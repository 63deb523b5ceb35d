import { createElement, use, type ComponentType } from 'react';

/** A page of the registry: its code loads on demand, and once loaded it renders without suspending. */
export interface PageEntry {
  /** Starts (or joins) loading the page's code; resolves with its component. */
  preload: () => Promise<ComponentType>;
  /** The page: renders at once when its code has loaded, else suspends until it has (one stable type either way). */
  Component: ComponentType;
}

/**
 * Wraps a page module's import. `React.lazy` suspends on its first render even when the module
 * has already loaded, and React holds a revealed Suspense boundary back for up to 300 ms; the
 * shell preloads a page (hover, click, idle time) and {@link PageEntry.Component} then renders it
 * without suspending.
 */
export function definePage(load: () => Promise<{ default: ComponentType }>): PageEntry {
  let component: ComponentType | undefined;
  let attempt: Promise<ComponentType> | undefined;
  let failed = false;
  // a load that failed (offline, a chunk gone after a new release) is tried again by the next
  // preload (hover, click), never by a render: the render shows the failure to the route's error page
  const preload = () => {
    if (!attempt || failed) {
      failed = false;
      attempt = load().then((m) => (component = m.default));
      attempt.catch(() => {
        failed = true;
      });
    }
    return attempt;
  };
  function RegisteredPage() {
    return createElement(component ?? use(attempt ?? preload()));
  }
  return { preload, Component: RegisteredPage };
}
