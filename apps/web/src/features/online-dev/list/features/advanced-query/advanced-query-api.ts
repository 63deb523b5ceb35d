import { advancedQueryRoutes as routes, type AdvancedQueryBody } from '@tessera/shared';
import { call } from '@/lib/call';

/** Saved advanced-query plans (`/api/system/AdvancedQuery`), the caller's own, per list menu. */
export const advancedQueryApi = {
  /** The caller's plans of a menu. */
  list: (moduleId: string) => call(routes.list, { params: { moduleId } }),
  /** Saves a new plan; answers its id. */
  create: (body: AdvancedQueryBody) => call(routes.create, { body }),
  /** Rewrites one of the caller's plans. */
  update: (id: string, body: AdvancedQueryBody) => call(routes.update, { params: { id }, body }),
  /** Deletes one of the caller's plans. */
  remove: (id: string) => call(routes.remove, { params: { id } }),
};
