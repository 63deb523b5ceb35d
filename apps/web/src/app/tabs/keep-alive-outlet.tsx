import { Activity, useRef, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
  type Location,
} from 'react-router';

interface CachedPage {
  element: ReactNode;
  location: Location;
}

/** Props of the kept-alive outlet. */
export interface KeepAliveOutletProps {
  /** Page cache on (settings.useCache). */
  enabled: boolean;
  /** Paths whose pages stay alive (the open tabs). */
  keep: ReadonlySet<string>;
  /** The current page is not cached (no-cache route, or not a tab). */
  skip: boolean;
  /** Refresh counters; a change remounts that path's page. */
  reloads: Readonly<Record<string, number>>;
}

/**
 * The layout's outlet, keeping each open tab's page alive in a hidden `<Activity>` so its state
 * (a half-filled form, scroll) survives switching tabs. Each page keeps the location it was opened
 * with, so hidden pages don't re-render for other paths.
 */
export function KeepAliveOutlet({ enabled, keep, skip, reloads }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const cache = useRef(new Map<string, CachedPage>());
  const pages = cache.current;
  const current = location.pathname;
  if (!enabled) {
    pages.clear();
    return outlet;
  }
  for (const path of [...pages.keys()]) if (path !== current && !keep.has(path)) pages.delete(path);
  if (skip) pages.delete(current);
  else pages.set(current, { element: outlet, location });
  return (
    <>
      {[...pages].map(([path, page]) => (
        <Activity key={`${path}#${reloads[path] ?? 0}`} mode={path === current ? 'visible' : 'hidden'}>
          <UNSAFE_LocationContext.Provider value={{ location: page.location, navigationType }}>
            {page.element}
          </UNSAFE_LocationContext.Provider>
        </Activity>
      ))}
      {skip ? outlet : null}
    </>
  );
}
