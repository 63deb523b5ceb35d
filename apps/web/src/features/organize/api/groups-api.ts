import type { GroupBody, GroupItem, Paged } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/permission/Group';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Query of the groups table. */
export interface GroupQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/** Permission group administration calls (menu permission/group). */
export const groupsApi = {
  list: (query: GroupQuery) => http.get<Paged<GroupItem>>(BASE, { ...query }).then((r) => r.data),
  info: (id: string) => http.get<GroupItem>(at(id)).then((r) => r.data),
  create: (body: GroupBody) => http.post<{ id: string }>(BASE, body).then((r) => r.msg),
  update: (id: string, body: GroupBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
};
