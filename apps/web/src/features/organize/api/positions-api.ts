import { positionRoutes as routes } from '@tessera/shared';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';

/** Query of the positions table. */
export interface PositionQuery extends PageQuery {
  organizeId?: string;
}

/** Position administration calls (menu permission/position). */
export const positionsApi = {
  ...crudCalls(routes),
};
