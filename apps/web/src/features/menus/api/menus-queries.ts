import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuCategory } from '@tessera/shared';
import { menusApi, systemsApi, type MenuQuery } from './menus-api';
import { resourcesApi, type ResourceKind } from './resources-api';

/** Query keys of the menu administration: every write invalidates `all` (or one menu's resources). */
export const menuKeys = {
  all: ['menus'] as const,
  trees: () => [...menuKeys.all, 'tree'] as const,
  tree: (query: MenuQuery) => [...menuKeys.trees(), query] as const,
  systems: () => [...menuKeys.all, 'systems'] as const,
  /** One menu as stored (the edit form's source). */
  info: (id: string) => [...menuKeys.all, 'info', id] as const,
  selector: (id: string, systemId: string, category: MenuCategory) =>
    [...menuKeys.all, 'selector', id, systemId, category] as const,
  /** Every list of one kind of resource of one menu. */
  resources: (kind: ResourceKind, moduleId: string) =>
    [...menuKeys.all, 'resources', kind, moduleId] as const,
  resourceList: (kind: ResourceKind, moduleId: string, keyword: string) =>
    [...menuKeys.resources(kind, moduleId), keyword] as const,
  /** One system as stored (the edit form's source). */
  systemInfo: (id: string) => [...menuKeys.all, 'system', id] as const,
  /** One resource as stored (the edit form's source). */
  resourceInfo: (kind: ResourceKind, id: string) => [...menuKeys.all, 'resource', kind, id] as const,
};

/** Query options of the menu administration. */
export const menuQueries = {
  tree: (query: MenuQuery) =>
    queryOptions({ queryKey: menuKeys.tree(query), queryFn: () => menusApi.tree(query) }),
  systems: () => queryOptions({ queryKey: menuKeys.systems(), queryFn: systemsApi.list }),
  info: (id: string) => queryOptions({ queryKey: menuKeys.info(id), queryFn: () => menusApi.info(id) }),
  selector: (id: string, systemId: string, category: MenuCategory) =>
    queryOptions({
      queryKey: menuKeys.selector(id, systemId, category),
      queryFn: () => menusApi.selector(id, systemId, category),
    }),
  resourceList: (kind: ResourceKind, moduleId: string, keyword: string) =>
    queryOptions({
      queryKey: menuKeys.resourceList(kind, moduleId, keyword),
      queryFn: () => resourcesApi(kind).list(moduleId, keyword),
    }),
};

/** The systems. */
export const useSystems = () => useQuery(menuQueries.systems());

/** The menu tree of a system, once the system is known. */
export const useMenuTree = (query: MenuQuery) =>
  useQuery({ ...menuQueries.tree(query), enabled: !!query.systemId });

/** One menu as stored (default name and translations), while editing it. */
export const useMenuInfo = (id: string | undefined) =>
  useQuery({ ...menuQueries.info(id ?? ''), enabled: !!id, staleTime: 0 });

/** One system as stored (default name and translations), while editing it. */
export const useSystemInfo = (id: string | undefined) =>
  useQuery({
    queryKey: menuKeys.systemInfo(id ?? ''),
    queryFn: () => systemsApi.info(id ?? ''),
    enabled: !!id,
    staleTime: 0,
  });

/** One resource as stored (default name and translations), while editing it. */
export const useMenuResourceInfo = (kind: ResourceKind, id: string | undefined) =>
  useQuery({
    queryKey: menuKeys.resourceInfo(kind, id ?? ''),
    queryFn: () => resourcesApi(kind).info(id ?? ''),
    enabled: !!id,
    staleTime: 0,
  });

/** The directories a menu may move under, while `enabled`. */
export const useMenuSelector = (id: string, systemId: string, category: MenuCategory, enabled: boolean) =>
  useQuery({ ...menuQueries.selector(id, systemId, category), enabled });

/** The resources of one kind of a menu matching a keyword. */
export const useMenuResources = (kind: ResourceKind, moduleId: string, keyword: string) =>
  useQuery(menuQueries.resourceList(kind, moduleId, keyword));
