import { describe, expect, it } from 'vitest';
import { createRouteSearch, trailLabel, type RouteSearchEntry } from './route-search-index';

const entries: RouteSearchEntry[] = [
  { path: '/permission/user', title: 'Users', trail: ['Permissions', 'Users'] },
  { path: '/permission/role', title: 'Roles', trail: ['Permissions', 'Roles'] },
  { path: '/system/log', title: 'Logs', trail: ['System', 'Logs'] },
];

describe('route search', () => {
  it('finds a route by a fuzzy title', () => {
    expect(createRouteSearch(entries)('usr')[0]?.path).toBe('/permission/user');
  });

  it('finds a route by its path', () => {
    expect(createRouteSearch(entries)('system/log').map((e) => e.path)).toEqual(['/system/log']);
  });

  it('finds nothing for an empty query or an unrelated word', () => {
    const search = createRouteSearch(entries);
    expect(search('  ')).toEqual([]);
    expect(search('zzzzqqq')).toEqual([]);
  });

  it("labels a result with the menu path joined by ' > '", () => {
    expect(trailLabel(entries[0]!)).toBe('Permissions > Users');
  });
});
