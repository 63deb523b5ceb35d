import {
  authorityRoutes as routes,
  type AuthorityObjectItem,
  type AuthorityObjectType,
} from '@tessera/shared';
import { call } from '@/lib/call';

/** An object that can be granted permissions, as the picker shows it. */
export type GrantObject = AuthorityObjectItem;

/**
 * Objects of a type matching a keyword (the organisation tree, or the first 100 of the others),
 * from the authorisation menu's own call: its holders need no other administration menu.
 */
export async function listObjects(type: AuthorityObjectType, keyword: string): Promise<GrantObject[]> {
  const data = await call(routes.objects, {
    params: { objectType: type },
    query: { keyword: keyword.trim() || undefined },
  });
  return data.list;
}
