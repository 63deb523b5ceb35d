import { menuRoutes, systemRoutes, type MenuBody, type MenuCategory, type SystemBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Query of the menu tree. */
export interface MenuQuery {
  systemId?: string;
  category: MenuCategory;
  keyword?: string;
}

/** Menu administration calls (menu system/menu). */
export const menusApi = {
  tree: (query: MenuQuery) => call(menuRoutes.list, { query }).then((d) => d.list),
  /** Directories a menu may move under (the menu itself and its subtree left out; "0" for a new one). */
  selector: (id: string, systemId: string, category: MenuCategory) =>
    call(menuRoutes.selector, { params: { id, systemId }, query: { category } }).then((d) => d.list),
  info: (id: string) => call(menuRoutes.info, { params: { id } }),
  create: (body: MenuBody) => call(menuRoutes.create, { body }),
  update: (id: string, body: MenuBody) => callMsg(menuRoutes.update, { params: { id }, body }),
  toggleState: (id: string) => callMsg(menuRoutes.toggleState, { params: { id } }),
  remove: (id: string) => callMsg(menuRoutes.remove, { params: { id } }),
};

/** System administration calls (same menu). */
export const systemsApi = {
  list: () => call(systemRoutes.list, { query: {} }).then((d) => d.list),
  /** One system as stored (default name and translations). */
  info: (id: string) => call(systemRoutes.info, { params: { id } }),
  create: (body: SystemBody) => call(systemRoutes.create, { body }),
  update: (id: string, body: SystemBody) => callMsg(systemRoutes.update, { params: { id }, body }),
  toggleState: (id: string) => callMsg(systemRoutes.toggleState, { params: { id } }),
  remove: (id: string) => callMsg(systemRoutes.remove, { params: { id } }),
};
