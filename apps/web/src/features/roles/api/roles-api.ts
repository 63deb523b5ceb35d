import { organizeRoutes, roleRoutes as routes, userPickerRoutes } from '@tessera/shared';
import { call } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';

/** Query of the roles table; organizeId '1' lists the global roles. */
export interface RoleQuery extends PageQuery {
  organizeId?: string;
}

/** Query of a role's members (paged, keyword over account and name). */
export type RoleMemberQuery = Omit<PageQuery, 'sort' | 'sidx'>;

/** Role administration calls (menu permission/role). */
export const rolesApi = {
  ...crudCalls(routes),
  /** The users holding a role. */
  members: (roleId: string, query: RoleMemberQuery) =>
    call(userPickerRoutes.byRole, { query: { roleId, ...query } }),
  /** Enabled organisations the caller may see (the scope tree and the form). */
  organizes: () =>
    call(organizeRoutes.departmentSelectorByAuth, { params: { id: '0' }, query: {} }).then((r) => r.list),
};
