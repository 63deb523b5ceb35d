import { useQuery } from '@tanstack/react-query';
import type { DataInterfaceItem, Paged } from '@tessera/shared';
import { http } from '@/lib/http';

/** The seeded demo data interfaces the page uses, by code (they share this prefix). */
export const DEMO_INTERFACES = {
  users: 'demo_users_sql',
  staticOptions: 'demo_static_options',
  usersByOrg: 'demo_users_by_org',
} as const;
const DEMO_PREFIX = 'demo_';

/** Ids by code of the listed interfaces (the first of a code wins). */
export function idsByCode(
  items: readonly Pick<DataInterfaceItem, 'id' | 'enCode'>[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items) out[item.enCode] ??= item.id;
  return out;
}

/** The demo interfaces' ids by code (`GET /api/system/DataInterface?keyword=demo_`). */
export const fetchDemoInterfaceIds = () =>
  http
    .get<Paged<DataInterfaceItem>>('/api/system/DataInterface', {
      keyword: DEMO_PREFIX,
      currentPage: 1,
      pageSize: 100,
    })
    .then((r) => idsByCode(r.data.list));

/** Ids of the seeded demo interfaces (an unknown code gives no id, so its widget loads nothing). */
export function useDemoInterfaces() {
  const { data } = useQuery({
    queryKey: ['form-demo', 'interfaces'],
    queryFn: fetchDemoInterfaceIds,
    staleTime: 300_000,
  });
  return {
    users: data?.[DEMO_INTERFACES.users],
    staticOptions: data?.[DEMO_INTERFACES.staticOptions],
    usersByOrg: data?.[DEMO_INTERFACES.usersByOrg],
  };
}
