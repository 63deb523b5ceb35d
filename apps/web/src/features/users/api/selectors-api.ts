import type { OrganizeNode } from '@tessera/shared';
import { http } from '@/lib/http';

type List<T> = { list: T[] };

/**
 * The organisations the users page tree and the form's main-organisation choice are named from
 * (any signed-in user may call it); the form's other fields use the shared pickers.
 */
export const selectorsApi = {
  /** Enabled organisations the caller may see. */
  organizes: () =>
    http
      .get<List<OrganizeNode>>('/api/permission/Organize/Department/SelectorByAuth/0')
      .then((r) => r.data.list),
};
