import { AREA_ROOT, type AreaBody, type AreaItem, type AreaNodeList } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/system/Area';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Area administration calls (menu system/area). */
export const areaApi = {
  /** Children of a division ("-1": the provinces), or with a keyword matches of every level. */
  children: (parentId: string, keyword?: string) =>
    http.get<AreaNodeList>(at(parentId), keyword ? { keyword } : {}).then((r) => r.data.list),
  info: (id: string) => http.get<AreaItem>(`${at(id)}/Info`).then((r) => r.data),
  create: (body: AreaBody) => http.post<{ id: string }>(BASE, body).then((r) => r.msg),
  update: (id: string, body: AreaBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
  toggleState: (id: string) => http.put<null>(`${at(id)}/Actions/State`).then((r) => r.msg),
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
