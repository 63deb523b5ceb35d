import type { OrganizeNode } from '@tessera/shared';
import type { OrganizeLevelQuery } from '@/components/admin-table';
import { http } from '@/lib/http';

type List<T> = { list: T[] };

/**
 * The organisations the users page tree and the form's main-organisation choice are named from
 * (any signed-in user may call it); the form's other fields use the shared pickers.
 */
export const selectorsApi = {
  /** Enabled organisations the caller may see: one level under a parent, or the matches of a keyword. */
  organizes: (query: OrganizeLevelQuery = {}) =>
    http
      .get<List<OrganizeNode>>('/api/permission/Organize/Department/SelectorByAuth/0', {
        parentId: query.parentId,
        keyword: query.keyword || undefined,
      })
      .then((r) => r.data.list),
  /** The enabled organisations among some ids, with their names (not the whole tree). */
  organizeNames: (ids: readonly string[]) =>
    http
      .post<List<OrganizeNode>>('/api/permission/Organize/OrganizeCondition', { ids })
      .then((r) => r.data.list),
};
