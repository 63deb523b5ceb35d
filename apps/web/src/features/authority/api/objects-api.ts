import type { AuthorityObjectItem, AuthorityObjectType } from '@tessera/shared';
import { http } from '@/lib/http';

/** An object that can be granted permissions, as the picker shows it. */
export type GrantObject = AuthorityObjectItem;

/**
 * Objects of a type matching a keyword (the organisation tree, or the first 100 of the others),
 * from the authorisation menu's own call: its holders need no other administration menu.
 */
export async function listObjects(type: AuthorityObjectType, keyword: string): Promise<GrantObject[]> {
  const res = await http.get<{ list: GrantObject[] }>(
    `/api/permission/Authority/Objects/${encodeURIComponent(type)}`,
    { keyword: keyword.trim() || undefined },
  );
  return res.data.list;
}
