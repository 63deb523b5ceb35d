import type { OnlineUserItem, Paged } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/system/OnlineUser';

/** Query of the online users table. */
export interface OnlineUserQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** Online users calls (menu permission/userOnline). */
export const onlineUsersApi = {
  list: (query: OnlineUserQuery) => http.get<Paged<OnlineUserItem>>(BASE, { ...query }).then((r) => r.data),
  /** Signs one session out (by its session id). */
  forceOut: (id: string) => http.delete<null>(`${BASE}/${encodeURIComponent(id)}`).then((r) => r.msg),
  /** Signs several sessions out. */
  forceOutMany: (ids: string[]) => http.post<null>(`${BASE}/Actions/BatchDelete`, { ids }).then((r) => r.msg),
};
