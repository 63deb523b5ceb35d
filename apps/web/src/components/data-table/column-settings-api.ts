import { columnSettingsRoutes as routes, type ColumnSetting } from '@tessera/shared';
import { call } from '@/lib/call';

/** The column settings calls (spec 02 section 7): per signed-in user and menu. */
export const columnSettingsApi = {
  /** The saved list of a menu, empty when none. */
  get: (moduleId: string) =>
    call(routes.get, { params: { moduleId } }).then((data): ColumnSetting[] =>
      Array.isArray(data) ? data : [],
    ),
  /** Replaces the saved list of a menu; an empty list means the default. */
  set: (moduleId: string, list: readonly ColumnSetting[]) =>
    call(routes.set, { body: { moduleId, fieldList: JSON.stringify(list) } }),
};
