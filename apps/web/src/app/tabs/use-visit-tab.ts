import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTabsStore, type VisitedTab } from '@/stores/tabs-store';
import type { MenuRouteTable } from '../routes/menu-routes';

/** Paths that never become tabs. */
const NOT_TABS = [/^\/redirect(\/|$)/];

function handleOf(value: unknown): { name?: string; noCache?: boolean } {
  return typeof value === 'object' && value !== null ? (value as { name?: string; noCache?: boolean }) : {};
}

/** The tab a location opens: menu routes by their menu title, fixed routes by `route.{name}`; else none. */
export function tabFor(
  pathname: string,
  search: string,
  handles: readonly unknown[],
  table: MenuRouteTable,
): VisitedTab | undefined {
  if (NOT_TABS.some((re) => re.test(pathname))) return undefined;
  const handle = handleOf([...handles].reverse().find((h) => handleOf(h).name));
  const noCache = handles.some((h) => handleOf(h).noCache === true);
  const base = { path: pathname, fullPath: pathname + search, ...(noCache ? { noCache } : {}) };
  const menu = table.byPath.get(pathname);
  if (menu) return { ...base, title: menu.title };
  if (handle.name) return { ...base, titleKey: `route.${handle.name}`, title: handle.name };
  return undefined;
}

/** Records each visited page as a tab; returns whether the current page is flagged no-cache. */
export function useVisitTab(table: MenuRouteTable): boolean {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const visit = useTabsStore((s) => s.visit);
  const tab = tabFor(
    pathname,
    search,
    matches.map((m) => m.handle),
    table,
  );
  useEffect(() => {
    if (tab) visit(tab);
    // the tab is derived from these
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search, tab?.title, visit]);
  return Boolean(tab?.noCache) || !tab;
}
