import { onlineUserRoutes as routes } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Query of the online users table. */
export interface OnlineUserQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** Online users calls (menu permission/userOnline). */
export const onlineUsersApi = {
  list: (query: OnlineUserQuery) => call(routes.list, { query }),
  /** Signs one session out (by its session id). */
  forceOut: (id: string) => callMsg(routes.forceOut, { params: { id } }),
  /** Signs several sessions out. */
  forceOutMany: (ids: string[]) => callMsg(routes.forceOutMany, { body: { ids } }),
};
