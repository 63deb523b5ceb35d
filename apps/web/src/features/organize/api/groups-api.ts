import { groupRoutes as routes, type GroupBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

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
  list: (query: GroupQuery) => call(routes.list, { query }),
  info: (id: string) => call(routes.info, { params: { id } }),
  create: (body: GroupBody) => callMsg(routes.create, { body }),
  update: (id: string, body: GroupBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
};
