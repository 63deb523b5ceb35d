import { useQuery } from '@tanstack/react-query';
import { http } from '@/lib/http';

/** The seeded demo data interfaces the page uses, by code. */
export const DEMO_INTERFACES = {
  users: 'demo_users_sql',
  staticOptions: 'demo_static_options',
  usersByOrg: 'demo_users_by_org',
} as const;

/** A node of the data interface selector (categories hold interfaces as children). */
interface SelectorNode {
  id: string;
  enCode?: string;
  children?: SelectorNode[];
}

/** The ids of the nodes with a code, found anywhere in the tree. */
export function idsByCode(nodes: readonly SelectorNode[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (list: readonly SelectorNode[]) => {
    for (const node of list) {
      if (node.enCode && out[node.enCode] === undefined) out[node.enCode] = node.id;
      if (node.children) walk(node.children);
    }
  };
  walk(nodes ?? []);
  return out;
}

/** The enabled data interfaces' ids by code (`GET /api/system/DataInterface/Selector`). */
export const fetchInterfaceIds = () =>
  http
    .get<{ list?: SelectorNode[] } | SelectorNode[]>('/api/system/DataInterface/Selector')
    .then((r) => idsByCode(Array.isArray(r.data) ? r.data : r.data.list));

/** Ids of the seeded demo interfaces (an unknown code gives no id, so its widget loads nothing). */
export function useDemoInterfaces() {
  const { data } = useQuery({
    queryKey: ['form-demo', 'interfaces'],
    queryFn: fetchInterfaceIds,
    staleTime: 300_000,
  });
  return {
    users: data?.[DEMO_INTERFACES.users],
    staticOptions: data?.[DEMO_INTERFACES.staticOptions],
    usersByOrg: data?.[DEMO_INTERFACES.usersByOrg],
  };
}
