import { AREA_ROOT, areaRoutes as routes } from '@tessera/shared';
import { call } from '@/lib/call';
import { crudCalls } from '@/lib/crud-calls';

/** Area administration calls (menu system/area). */
export const areaApi = {
  /** Children of a division ("-1": the provinces), or with a keyword matches of every level. */
  children: (parentId: string, keyword?: string) =>
    call(routes.children, { params: { parentId }, query: keyword ? { keyword } : {} }).then((d) => d.list),
  ...crudCalls(routes),
  /** Ids from the province down to `id` (a division has at most three ancestors). */
  async pathTo(id: string): Promise<string[]> {
    const path: string[] = [];
    for (let current = id; current !== AREA_ROOT && path.length < 4;) {
      path.unshift(current);
      current = (await areaApi.info(current)).parentId;
    }
    return path;
  },
};
