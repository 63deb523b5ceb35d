import { organizeRoutes } from '@tessera/shared';
import type { OrganizeLevelQuery } from '@/components/admin-table';
import { call } from '@/lib/call';

/**
 * The organisations the users page tree and the form's main-organisation choice are named from
 * (any signed-in user may call it); the form's other fields use the shared pickers.
 */
export const selectorsApi = {
  /** Enabled organisations the caller may see: one level under a parent, or the matches of a keyword. */
  organizes: (query: OrganizeLevelQuery = {}) =>
    call(organizeRoutes.departmentSelectorByAuth, {
      params: { id: '0' },
      query: { parentId: query.parentId, keyword: query.keyword || undefined },
    }).then((d) => d.list),
  /** The enabled organisations among some ids, with their names (not the whole tree). */
  organizeNames: (ids: readonly string[]) =>
    call(organizeRoutes.condition, { body: { ids: [...ids] } }).then((d) => d.list),
};
