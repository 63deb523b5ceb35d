import type { AreaNamesList, AreaNodeList } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/system/Area';

/** The two Area calls any signed-in user may make: children of a division and names of id paths. */
export const areaPickerApi = {
  /** Children of a division ("-1": the provinces). */
  children: (parentId: string) =>
    http.get<AreaNodeList>(`${BASE}/${encodeURIComponent(parentId)}`).then((r) => r.data.list),
  /** Names of saved id paths, in path order. */
  names: (idsList: string[][]) =>
    http.post<AreaNamesList>(`${BASE}/GetAreaByIds`, { idsList }).then((r) => r.data),
};
