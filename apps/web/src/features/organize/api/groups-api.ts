import { groupRoutes as routes } from '@tessera/shared';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';

/** Query of the groups table. */
export type GroupQuery = PageQuery;

/** Permission group administration calls (menu permission/group). */
export const groupsApi = {
  ...crudCalls(routes),
};
