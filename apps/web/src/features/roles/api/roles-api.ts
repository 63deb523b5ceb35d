import { organizeRoutes, roleRoutes as routes, userPickerRoutes, type RoleBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Query of the roles table; organizeId '1' lists the global roles. */
export interface RoleQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/** Query of a role's members (paged, keyword over account and name). */
export interface RoleMemberQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** Role administration calls (menu permission/role). */
export const rolesApi = {
  list: (query: RoleQuery) => call(routes.list, { query }),
  create: (body: RoleBody) => callMsg(routes.create, { body }),
  update: (id: string, body: RoleBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
  toggleState: (id: string) => callMsg(routes.toggleState, { params: { id } }),
  /** The users holding a role. */
  members: (roleId: string, query: RoleMemberQuery) =>
    call(userPickerRoutes.byRole, { query: { roleId, ...query } }),
  /** Enabled organisations the caller may see (the scope tree and the form). */
  organizes: () =>
    call(organizeRoutes.departmentSelectorByAuth, { params: { id: '0' }, query: {} }).then((r) => r.list),
};
