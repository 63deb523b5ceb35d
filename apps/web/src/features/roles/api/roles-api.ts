import type { OrganizeNode, Paged, RoleBody, RoleItem, UserPickerItem } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/permission/Role';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Query of the roles table; organizeId '1' lists the global roles. */
export interface RoleQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/** Role administration calls (menu permission/role). */
export const rolesApi = {
  list: (query: RoleQuery) => http.get<Paged<RoleItem>>(BASE, { ...query }).then((r) => r.data),
  create: (body: RoleBody) => http.post<{ id: string }>(BASE, body).then((r) => r.msg),
  update: (id: string, body: RoleBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
  toggleState: (id: string) => http.put<null>(`${at(id)}/Actions/State`).then((r) => r.msg),
  /** The users holding a role (paged, keyword over account and name). */
  members: (roleId: string, query: { currentPage: number; pageSize: number; keyword?: string }) =>
    http
      .get<Paged<UserPickerItem>>('/api/permission/Users/GetUsersByRoleOrgId', { roleId, ...query })
      .then((r) => r.data),
  /** Enabled organisations the caller may see (the scope tree and the form). */
  organizes: () =>
    http
      .get<{ list: OrganizeNode[] }>('/api/permission/Organize/Department/SelectorByAuth/0')
      .then((r) => r.data.list),
};
