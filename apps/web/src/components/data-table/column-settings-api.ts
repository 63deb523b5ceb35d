import type { ColumnSetting } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/permission/Authority';

/** The column settings calls (spec 02 section 7): per signed-in user and menu. */
export const columnSettingsApi = {
  /** The saved list of a menu, empty when none. */
  get: (moduleId: string) =>
    http
      .get<ColumnSetting[]>(`${BASE}/GetColumnsByModuleId/${encodeURIComponent(moduleId)}`)
      .then((r) => (Array.isArray(r.data) ? r.data : [])),
  /** Replaces the saved list of a menu; an empty list means the default. */
  set: (moduleId: string, list: readonly ColumnSetting[]) =>
    http.put<null>(`${BASE}/SetColumnsByModuleId`, { moduleId, fieldList: JSON.stringify(list) }),
};
