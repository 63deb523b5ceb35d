import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userPickerRoutes } from '@tessera/shared';
import { call } from '@/lib/call';

/** Query of the demo table. */
export interface DemoQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** The demo's sample rows: users of the caller's organisation (any signed-in user may list them). */
export const tableDemoApi = {
  list: (query: DemoQuery) => call(userPickerRoutes.organization, { query }),
};

/** Query keys of the table demo. */
export const tableDemoKeys = {
  all: ['table-demo'] as const,
  list: (query: DemoQuery) => [...tableDemoKeys.all, query] as const,
};

/** One page of the demo table. */
export const tableDemoOptions = (query: DemoQuery) =>
  queryOptions({
    queryKey: tableDemoKeys.list(query),
    queryFn: () => tableDemoApi.list(query),
    placeholderData: keepPreviousData,
  });

/** The demo table's rows. */
export const useTableDemo = (query: DemoQuery) => useQuery(tableDemoOptions(query));
