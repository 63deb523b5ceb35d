import type { Paged, UserPickerItem } from '@tessera/shared';
import { http } from '@/lib/http';

/** Query of the demo table. */
export interface DemoQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** The demo's sample rows: users of the caller's organisation (any signed-in user may list them). */
export const tableDemoApi = {
  list: (query: DemoQuery) =>
    http
      .get<Paged<UserPickerItem>>('/api/permission/Users/getOrganization', { ...query })
      .then((r) => r.data),
};
