import type {
  GroupSelectorNode,
  OrganizeNode,
  Paged,
  Pagination,
  PositionSelectorNode,
  RoleSelectorNode,
  UserPickerItem,
  UserSelectorNode,
} from '@tessera/shared';
import { http } from '@/lib/http';

const ORG = '/api/permission/Organize';
const USERS = '/api/permission/Users';
const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
type List<T> = { list: T[] };

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

/** A pick named by `getSelectedList`. */
export interface SelectedPick {
  id: string;
  fullName: string;
  type: string;
  organize: string;
  headIcon: string;
}

/** The picker calls any signed-in user may make. */
export const pickersApi = {
  /** Enabled organisations; `excludeId` drops that node's subtree (0 for none). */
  organizes: (excludeId = '0') =>
    http.get<List<OrganizeNode>>(at(`${ORG}/Department/Selector`, excludeId)).then((r) => r.data.list),
  /** The organisations the caller may see (auth mode); `isOnlyOrg` uses the organisation call. */
  organizesByAuth: (excludeId = '0', isOnlyOrg = false) =>
    http
      .get<List<OrganizeNode>>(
        at(isOnlyOrg ? `${ORG}/SelectorByAuth` : `${ORG}/Department/SelectorByAuth`, excludeId),
      )
      .then((r) => r.data.list),
  /**
   * One level of an organisation picker's tree (`parentId`, "-1" the top) or the matches of a
   * keyword with their ancestors: the selector (`auth`: only what the caller may see), without
   * the subtree of `excludeId`.
   */
  organizeLevel: (
    mode: { auth?: boolean; isOnlyOrg?: boolean; excludeId: string },
    query: { parentId?: string; keyword?: string },
  ) =>
    http
      .get<List<OrganizeNode>>(
        at(
          mode.auth
            ? mode.isOnlyOrg
              ? `${ORG}/SelectorByAuth`
              : `${ORG}/Department/SelectorByAuth`
            : `${ORG}/Department/Selector`,
          mode.excludeId,
        ),
        { parentId: query.keyword ? undefined : query.parentId, keyword: query.keyword || undefined },
      )
      .then((r) => r.data.list),
  /** The enabled organisations among some ids, named with their paths (a picker's value). */
  organizesByIds: (ids: readonly string[]) =>
    http.post<List<OrganizeNode>>(`${ORG}/OrganizeCondition`, { ids }).then((r) => r.data.list),
  positions: () =>
    http.get<List<PositionSelectorNode>>('/api/permission/Position/Selector').then((r) => r.data.list),
  roles: () => http.get<List<RoleSelectorNode>>('/api/permission/Role/Selector').then((r) => r.data.list),
  groups: () => http.get<List<GroupSelectorNode>>('/api/permission/Group/Selector').then((r) => r.data.list),
  /** Children of a user-tree node ('0' the top), or users matching a keyword (paged). */
  userTree: (nodeId: string, body: UserCondition = {}) =>
    http
      .post<{ list: UserSelectorNode[]; pagination?: Pagination }>(
        at(`${USERS}/ImUser/Selector`, nodeId),
        body,
      )
      .then((r) => r.data),
  /** Enabled users by id, in the order asked. */
  usersByIds: (ids: string[]) =>
    http.post<List<UserPickerItem>>(`${USERS}/getUserList`, { userId: ids }).then((r) => r.data.list),
  /** What `id--type` picks stand for. */
  selected: (ids: string[]) =>
    http.post<List<SelectedPick>>(`${USERS}/getSelectedList`, { userId: ids }).then((r) => r.data.list),
  /** Users of the caller's organisation and its sub-organisations. */
  organizationUsers: (query: { keyword?: string; currentPage: number; pageSize: number }) =>
    http
      .get<Paged<UserPickerItem>>(`${USERS}/getOrganization`, {
        ...query,
        keyword: query.keyword || undefined,
      })
      .then((r) => r.data),
  /** The caller's direct subordinates. */
  subordinates: (keyword?: string) =>
    http
      .post<List<UserPickerItem>>(`${USERS}/getSubordinates`, { keyword: keyword || undefined })
      .then((r) => r.data.list),
  /** Users matching any restriction filter (paged). */
  usersByCondition: (body: UserCondition) =>
    http.post<Paged<UserPickerItem>>(`${USERS}/getSelectedUserList`, body).then((r) => r.data),
};
