import type {
  GroupSelectorNode,
  OrganizeNode,
  PositionSelectorNode,
  RoleSelectorNode,
  UserPickerItem,
} from '@tessera/shared';
import { http } from '@/lib/http';

type List<T> = { list: T[] };

/**
 * The selector calls the user form is fed from (any signed-in user may make them).
 * The picker widgets of components/pickers can replace these once they are exported.
 */
export const selectorsApi = {
  /** Enabled organisations the caller may see. */
  organizes: () =>
    http
      .get<List<OrganizeNode>>('/api/permission/Organize/Department/SelectorByAuth/0')
      .then((r) => r.data.list),
  positions: () =>
    http.get<List<PositionSelectorNode>>('/api/permission/Position/Selector').then((r) => r.data.list),
  roles: () => http.get<List<RoleSelectorNode>>('/api/permission/Role/Selector').then((r) => r.data.list),
  groups: () => http.get<List<GroupSelectorNode>>('/api/permission/Group/Selector').then((r) => r.data.list),
  /** Enabled users (for the manager). */
  users: () => http.get<List<UserPickerItem>>('/api/permission/Users/All').then((r) => r.data.list),
};
