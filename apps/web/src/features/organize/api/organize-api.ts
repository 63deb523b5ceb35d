import { organizeRoutes as routes } from '@tessera/shared';
import { call } from '@/lib/call';
import { crudCalls } from '@/lib/crud-calls';

/** Organisation administration calls (menu permission/organize). */
export const organizeApi = {
  /** The whole tree; a keyword keeps matches with their ancestors; a parent asks for one level. */
  tree: (keyword?: string, parentId?: string) =>
    call(routes.tree, { query: { keyword: keyword || undefined, parentId } }).then((r) => r.list),
  ...crudCalls(routes),
};

/** The organisation tree as a lazy source (the organisation page, the filter tree beside positions). */
export const organizeTreeSource = ({ keyword, parentId }: { keyword?: string; parentId?: string }) =>
  organizeApi.tree(keyword, parentId);
