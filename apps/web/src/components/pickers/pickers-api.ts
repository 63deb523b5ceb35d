import {
  groupRoutes,
  organizeRoutes,
  positionRoutes,
  roleRoutes,
  userPickerRoutes,
  type SelectedPick,
} from '@tessera/shared';
import { call } from '@/lib/call';

export type { SelectedPick };

/** Restriction filters and paging of the user condition calls. */
export interface UserCondition {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  departIds?: string[];
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  userIds?: string[];
  ids?: string[];
}

/** The picker calls any signed-in user may make. */
export const pickersApi = {
  /** Enabled organisations; `excludeId` drops that node's subtree (0 for none). */
  organizes: (excludeId = '0') =>
    call(organizeRoutes.departmentSelector, { params: { id: excludeId }, query: {} }).then((d) => d.list),
  /** The organisations the caller may see (auth mode); `isOnlyOrg` uses the organisation call. */
  organizesByAuth: (excludeId = '0', isOnlyOrg = false) =>
    call(isOnlyOrg ? organizeRoutes.selectorByAuth : organizeRoutes.departmentSelectorByAuth, {
      params: { id: excludeId },
      query: {},
    }).then((d) => d.list),
  /**
   * One level of an organisation picker's tree (`parentId`, "-1" the top) or the matches of a
   * keyword with their ancestors: the selector (`auth`: only what the caller may see), without
   * the subtree of `excludeId`.
   */
  organizeLevel: (
    mode: { auth?: boolean; isOnlyOrg?: boolean; excludeId: string },
    query: { parentId?: string; keyword?: string },
  ) =>
    call(
      mode.auth
        ? mode.isOnlyOrg
          ? organizeRoutes.selectorByAuth
          : organizeRoutes.departmentSelectorByAuth
        : organizeRoutes.departmentSelector,
      {
        params: { id: mode.excludeId },
        query: { parentId: query.keyword ? undefined : query.parentId, keyword: query.keyword || undefined },
      },
    ).then((d) => d.list),
  /** The enabled organisations among some ids, named with their paths (a picker's value). */
  organizesByIds: (ids: readonly string[]) =>
    call(organizeRoutes.condition, { body: { ids: [...ids] } }).then((d) => d.list),
  positions: () => call(positionRoutes.selector, {}).then((d) => d.list),
  roles: () => call(roleRoutes.selector, {}).then((d) => d.list),
  groups: () => call(groupRoutes.selector, { query: {} }).then((d) => d.list),
  /** Children of a user-tree node ('0' the top), or users matching a keyword (paged). */
  userTree: (nodeId: string, body: UserCondition = {}) =>
    call(userPickerRoutes.imSelector, { params: { id: nodeId }, body }),
  /** Enabled users by id, in the order asked. */
  usersByIds: (ids: string[]) => call(userPickerRoutes.byIds, { body: { userId: ids } }).then((d) => d.list),
  /** What `id--type` picks stand for. */
  selected: (ids: string[]) => call(userPickerRoutes.selected, { body: { userId: ids } }).then((d) => d.list),
  /** Users of the caller's organisation and its sub-organisations. */
  organizationUsers: (query: { keyword?: string; currentPage: number; pageSize: number }) =>
    call(userPickerRoutes.organization, { query: { ...query, keyword: query.keyword || undefined } }),
  /** The caller's direct subordinates. */
  subordinates: (keyword?: string) =>
    call(userPickerRoutes.subordinates, { body: { keyword: keyword || undefined } }).then((d) => d.list),
  /** Users matching any restriction filter (paged). */
  usersByCondition: (body: UserCondition) => call(userPickerRoutes.selectedUsers, { body }),
};

/** Query keys of the pickers: everything under `all`; name look-ups keyed by their sorted ids. */
export const pickerKeys = {
  all: ['pickers'] as const,
  tree: (key: readonly unknown[]) => [...pickerKeys.all, ...key] as const,
  paged: (key: readonly unknown[]) => [...pickerKeys.all, 'paged', ...key] as const,
  selected: (ids: readonly string[]) => [...pickerKeys.all, 'selected', [...ids].sort()] as const,
  usersByIds: (ids: readonly string[]) => [...pickerKeys.all, 'usersByIds', [...ids].sort()] as const,
  organizesByIds: (ids: readonly string[]) => [...pickerKeys.all, 'organizesByIds', [...ids].sort()] as const,
};
