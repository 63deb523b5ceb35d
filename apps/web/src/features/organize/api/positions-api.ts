import { positionRoutes as routes, type PositionBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

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
  list: (query: PositionQuery) => call(routes.list, { query }),
  info: (id: string) => call(routes.info, { params: { id } }),
  create: (body: PositionBody) => callMsg(routes.create, { body }),
  update: (id: string, body: PositionBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
};
