import { AREA_ROOT, areaRoutes as routes, type AreaBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Area administration calls (menu system/area). */
export const areaApi = {
  /** Children of a division ("-1": the provinces), or with a keyword matches of every level. */
  children: (parentId: string, keyword?: string) =>
    call(routes.children, { params: { parentId }, query: keyword ? { keyword } : {} }).then((d) => d.list),
  info: (id: string) => call(routes.info, { params: { id } }),
  create: (body: AreaBody) => callMsg(routes.create, { body }),
  update: (id: string, body: AreaBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
  toggleState: (id: string) => callMsg(routes.toggleState, { params: { id } }),
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
