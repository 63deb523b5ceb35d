import type { AuthorityObjectType } from '@tessera/shared';
import { http } from '@/lib/http';

/** An object that can be granted permissions, as the picker shows it. */
export interface GrantObject {
  id: string;
  parentId: string;
  title: string;
  /** A second line: code, account or organisation path. */
  hint: string;
  children: GrantObject[];
}

interface Named {
  id: string;
  fullName?: string;
  realName?: string;
  account?: string;
  enCode?: string;
  organize?: string;
  parentId?: string;
  children?: Named[];
}

const LISTS: Record<Exclude<AuthorityObjectType, 'Organize'>, string> = {
  Role: '/api/permission/Role',
  Position: '/api/permission/Position',
  Group: '/api/permission/Group',
  User: '/api/permission/Users',
};

const toObject = (row: Named): GrantObject => ({
  id: row.id,
  parentId: row.parentId ?? '-1',
  title: row.realName ?? row.fullName ?? row.id,
  hint: row.account ?? row.organize ?? row.enCode ?? '',
  children: (row.children ?? []).map(toObject),
});

// In the organisation tree the path is the tree itself, so the code is the hint.
const toOrganize = (row: Named): GrantObject => ({
  ...toObject(row),
  hint: row.enCode ?? '',
  children: (row.children ?? []).map(toOrganize),
});

/** Objects of a type matching a keyword: the organisation tree, or the first 100 of a list. */
export async function listObjects(type: AuthorityObjectType, keyword: string): Promise<GrantObject[]> {
  const kw = keyword.trim() || undefined;
  if (type === 'Organize') {
    const res = await http.get<{ list: Named[] }>('/api/permission/Organize', { keyword: kw });
    return res.data.list.map(toOrganize);
  }
  const res = await http.get<{ list: Named[] }>(LISTS[type], { keyword: kw, currentPage: 1, pageSize: 100 });
  return res.data.list.map(toObject);
}
