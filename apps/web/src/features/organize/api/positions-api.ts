import type { Paged, PositionBody, PositionItem } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/permission/Position';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Query of the positions table. */
export interface PositionQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/** Position administration calls (menu permission/position). */
export const positionsApi = {
  list: (query: PositionQuery) => http.get<Paged<PositionItem>>(BASE, { ...query }).then((r) => r.data),
  info: (id: string) => http.get<PositionItem>(at(id)).then((r) => r.data),
  create: (body: PositionBody) => http.post<{ id: string }>(BASE, body).then((r) => r.msg),
  update: (id: string, body: PositionBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
};
