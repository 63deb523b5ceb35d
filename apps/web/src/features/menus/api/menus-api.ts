import type {
  MenuBody,
  MenuCategory,
  MenuNode,
  MenuSelectorNode,
  SystemBody,
  SystemItem,
} from '@tessera/shared';
import { http } from '@/lib/http';

const MENU = '/api/system/Menu';
const SYSTEM = '/api/system/System';
const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;

/** Query of the menu tree. */
export interface MenuQuery {
  systemId?: string;
  category: MenuCategory;
  keyword?: string;
}

/** Menu administration calls (menu system/menu). */
export const menusApi = {
  tree: (query: MenuQuery) => http.get<{ list: MenuNode[] }>(MENU, { ...query }).then((r) => r.data.list),
  /** Directories a menu may move under (the menu itself and its subtree left out; "0" for a new one). */
  selector: (id: string, systemId: string, category: MenuCategory) =>
    http
      .get<{ list: MenuSelectorNode[] }>(
        `${MENU}/Selector/${encodeURIComponent(id)}/${encodeURIComponent(systemId)}`,
        {
          category,
        },
      )
      .then((r) => r.data.list),
  info: (id: string) => http.get<MenuNode>(at(MENU, id)).then((r) => r.data),
  create: (body: MenuBody) => http.post<{ id: string }>(MENU, body).then((r) => r.data),
  update: (id: string, body: MenuBody) => http.put<null>(at(MENU, id), body).then((r) => r.msg),
  toggleState: (id: string) => http.put<null>(`${at(MENU, id)}/Actions/State`).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(MENU, id)).then((r) => r.msg),
};

/** System administration calls (same menu). */
export const systemsApi = {
  list: () => http.get<{ list: SystemItem[] }>(SYSTEM).then((r) => r.data.list),
  create: (body: SystemBody) => http.post<{ id: string }>(SYSTEM, body).then((r) => r.data),
  update: (id: string, body: SystemBody) => http.put<null>(at(SYSTEM, id), body).then((r) => r.msg),
  toggleState: (id: string) => http.put<null>(`${at(SYSTEM, id)}/Actions/State`).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(SYSTEM, id)).then((r) => r.msg),
};
