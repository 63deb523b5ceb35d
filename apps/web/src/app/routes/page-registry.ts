import { definePage, type PageEntry } from './page-entry';

const lazy = definePage;

/**
 * Built-in page components by menu route path, each loaded on demand, e.g.
 * `'/permission/user': lazy(() => import('@/features/user-admin/components/user-admin-page'))`.
 * A menu whose path is listed renders its page; any other menu route renders the placeholder.
 * The shell loads a page's code before it shows it (on hover, on click, and when idle), so opening
 * a page never waits on a Suspense fallback (./page-entry.ts).
 */
export const PAGE_REGISTRY: Partial<Record<string, PageEntry>> = {
  '/system/notice': lazy(() => import('@/features/messages/components/notice-page')),
  '/msgCenter/msgTemplate': lazy(
    () => import('@/features/message-template/components/message-template-page'),
  ),
  '/system/sysConfig': lazy(() => import('@/features/sys-config/components/sys-config-page')),
  '/permission/organize': lazy(() => import('@/features/organize/components/organize-page')),
  '/permission/position': lazy(() => import('@/features/organize/components/positions-page')),
  '/permission/group': lazy(() => import('@/features/organize/components/groups-page')),
  '/permission/user': lazy(() => import('@/features/user-admin/components/user-admin-page')),
  '/permission/role': lazy(() => import('@/features/roles/components/roles-page')),
  '/permission/userOnline': lazy(() => import('@/features/online-users/components/online-users-page')),
  '/permission/authorize': lazy(() => import('@/features/authority/components/authority-page')),
  '/system/menu': lazy(() => import('@/features/menus/components/menus-page')),
  '/system/area': lazy(() => import('@/features/area/components/area-page')),
  '/systemData/dictionary': lazy(() => import('@/features/dictionary/components/dictionary-page')),
  '/systemData/dataInterface': lazy(() => import('@/features/data-interface/components/data-interface-page')),
  '/system/printDev': lazy(() => import('@/features/print-dev/components/print-dev-page')),
  '/system/billRule': lazy(() => import('@/features/bill-rule/components/bill-rule-page')),
  '/system/task': lazy(() => import('@/features/scheduling/components/scheduling-page')),
  '/system/commonWords': lazy(() => import('@/features/common-words/components/common-words-page')),
  '/onlineDev/webDesign': lazy(() => import('@/features/visualdev/components/visualdev-page')),
  // the demos at the original client's view paths (seeded addresses), and at the earlier ones
  '/extend/formDemo/fieldForm1': lazy(() => import('@/features/form-demo/components/form-demo-page')),
  '/extend/tableDemo/commonTable': lazy(() => import('@/features/table-demo/components/table-demo-page')),
  '/extend/formDemo': lazy(() => import('@/features/form-demo/components/form-demo-page')),
  '/extend/tableDemo': lazy(() => import('@/features/table-demo/components/table-demo-page')),
};

/** Starts loading the page at `path` (a menu route path); resolves when it can render at once. */
export function preloadPage(path: string): Promise<void> {
  const entry = PAGE_REGISTRY[path];
  return entry ? entry.preload().then(() => undefined) : Promise.resolve();
}
