import type { OrganizeBody, OrganizeInfo, OrganizeNode } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/permission/Organize';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Organisation administration calls (menu permission/organize). */
export const organizeApi = {
  /** The whole tree; a keyword keeps matches with their ancestors; a parent asks for one level. */
  tree: (keyword?: string, parentId?: string) =>
    http
      .get<{ list: OrganizeNode[] }>(BASE, { keyword: keyword || undefined, parentId })
      .then((r) => r.data.list),
  info: (id: string) => http.get<OrganizeInfo>(at(id)).then((r) => r.data),
  create: (body: OrganizeBody) => http.post<{ id: string }>(BASE, body).then((r) => r.msg),
  update: (id: string, body: OrganizeBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
};

/**
 * The organisation tree as a lazy source (`useTreeLevels`, the filter tree beside positions), under
 * one query key for every page: an edit invalidates `['organize']` and so reloads every level.
 */
export const ORGANIZE_TREE_KEY = ['organize', 'tree'] as const;
export const organizeTreeSource = ({ keyword, parentId }: { keyword?: string; parentId?: string }) =>
  organizeApi.tree(keyword, parentId);
