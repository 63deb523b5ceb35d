import { useQuery } from '@tanstack/react-query';
import { dataInterfaceRoutes, type DataInterfaceSelectorNode } from '@tessera/shared';
import { call } from '@/lib/call';

/** The seeded demo data interfaces the page uses, by code (they share this prefix). */
export const DEMO_INTERFACES = {
  users: 'demo_users_sql',
  staticOptions: 'demo_static_options',
  usersByOrg: 'demo_users_by_org',
} as const;

/** Ids by code of the interfaces in a selector tree (the first of a code wins). */
export function idsByCode(nodes: readonly DataInterfaceSelectorNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (list: readonly DataInterfaceSelectorNode[]) => {
    for (const node of list) {
      if (node.type === 'interface' && node.enCode) out[node.enCode] ??= node.id;
      walk(node.children);
    }
  };
  walk(nodes);
  return out;
}

/**
 * The demo interfaces' ids by code, from the selector every signed-in user may call
 * (`GET /api/system/DataInterface/Selector`), so the page works without the interface menu.
 */
export const fetchDemoInterfaceIds = () =>
  call(dataInterfaceRoutes.selector, {}).then((d) => idsByCode(d.list));

/** Query keys of the form demo. */
export const formDemoKeys = {
  all: ['form-demo'] as const,
  interfaces: () => [...formDemoKeys.all, 'interfaces'] as const,
};

/** Ids of the seeded demo interfaces (an unknown code gives no id, so its widget loads nothing). */
export function useDemoInterfaces() {
  const { data } = useQuery({
    queryKey: formDemoKeys.interfaces(),
    queryFn: fetchDemoInterfaceIds,
    staleTime: 300_000,
  });
  return {
    users: data?.[DEMO_INTERFACES.users],
    staticOptions: data?.[DEMO_INTERFACES.staticOptions],
    usersByOrg: data?.[DEMO_INTERFACES.usersByOrg],
  };
}
