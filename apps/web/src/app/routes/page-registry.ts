import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Built-in page components by menu route path, each loaded with `React.lazy`, e.g.
 * `'/permission/user': lazy(() => import('@/features/users/components/users-page'))`.
 * A menu whose path is listed renders its page; any other menu route renders the placeholder.
 * Features add their pages here as they land (none of the menu pages exists yet).
 */
export const PAGE_REGISTRY: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/system/notice': lazy(() => import('@/features/messages/components/notice-page')),
  '/permission/organize': lazy(() => import('@/features/organize/components/organize-page')),
  '/permission/position': lazy(() => import('@/features/organize/components/positions-page')),
  '/permission/group': lazy(() => import('@/features/organize/components/groups-page')),
  '/permission/user': lazy(() => import('@/features/users/components/users-page')),
  '/permission/role': lazy(() => import('@/features/roles/components/roles-page')),
  '/permission/userOnline': lazy(() => import('@/features/online-users/components/online-users-page')),
  '/permission/authorize': lazy(() => import('@/features/authorize/components/authorize-page')),
  '/system/menu': lazy(() => import('@/features/menus/components/menus-page')),
  '/extend/formDemo': lazy(() => import('@/features/form-demo/components/form-demo-page')),
};
