import Fuse from 'fuse.js';

/** One searchable route: its path and the translated menu titles leading to it. */
export interface RouteSearchEntry {
  path: string;
  title: string;
  /** Titles from the top menu group down to this route. */
  trail: string[];
}

/** Fuse options of the route search (spec 01 section 2.5). */
export const ROUTE_SEARCH_OPTIONS = {
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
  threshold: 0.4,
};

/** Builds a fuzzy search over the given routes; an empty query finds nothing. */
export function createRouteSearch(entries: readonly RouteSearchEntry[]) {
  const fuse = new Fuse(entries, ROUTE_SEARCH_OPTIONS);
  return (query: string): RouteSearchEntry[] =>
    query.trim() ? fuse.search(query.trim()).map((r) => r.item) : [];
}

/** The label a result shows: the menu path joined with ' > '. */
export function trailLabel(entry: RouteSearchEntry): string {
  return entry.trail.join(' > ');
}
