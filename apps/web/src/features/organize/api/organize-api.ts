import { organizeRoutes as routes, type OrganizeBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Organisation administration calls (menu permission/organize). */
export const organizeApi = {
  /** The whole tree; a keyword keeps matches with their ancestors; a parent asks for one level. */
  tree: (keyword?: string, parentId?: string) =>
    call(routes.tree, { query: { keyword: keyword || undefined, parentId } }).then((r) => r.list),
  info: (id: string) => call(routes.info, { params: { id } }),
  create: (body: OrganizeBody) => callMsg(routes.create, { body }),
  update: (id: string, body: OrganizeBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
};

/** The organisation tree as a lazy source (the organisation page, the filter tree beside positions). */
export const organizeTreeSource = ({ keyword, parentId }: { keyword?: string; parentId?: string }) =>
  organizeApi.tree(keyword, parentId);
