import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataInterfaceApi, type DataInterfaceQuery } from './data-interface-api';

/** A page of the call log. */
export interface LogPage {
  currentPage: number;
  pageSize: number;
}

/** Query keys of data interface administration. */
export const dataInterfaceKeys = {
  all: ['data-interface'] as const,
  lists: () => [...dataInterfaceKeys.all, 'list'] as const,
  list: (query: DataInterfaceQuery) => [...dataInterfaceKeys.lists(), query] as const,
  sqlStatus: () => [...dataInterfaceKeys.all, 'sql-status'] as const,
  log: (id: string | undefined, page: LogPage) => [...dataInterfaceKeys.all, 'log', id, page] as const,
};

/** One page of the interfaces table. */
export const dataInterfaceListOptions = (query: DataInterfaceQuery) =>
  queryOptions({
    queryKey: dataInterfaceKeys.list(query),
    queryFn: () => dataInterfaceApi.list(query),
    placeholderData: keepPreviousData,
  });

/** Whether SQL interfaces can run on this server (asked at most once a minute). */
export const sqlStatusOptions = () =>
  queryOptions({
    queryKey: dataInterfaceKeys.sqlStatus(),
    queryFn: () => dataInterfaceApi.sqlStatus(),
    staleTime: 60_000,
  });

/** One page of an interface's call log (nothing without an interface). */
export const callLogOptions = (id: string | undefined, page: LogPage) =>
  queryOptions({
    queryKey: dataInterfaceKeys.log(id, page),
    queryFn: () => dataInterfaceApi.logs(id ?? '', page),
    enabled: !!id,
    placeholderData: keepPreviousData,
  });

/** The interfaces table. */
export const useDataInterfaces = (query: DataInterfaceQuery) => useQuery(dataInterfaceListOptions(query));

/** The SQL reader's status. */
export const useSqlStatus = () => useQuery(sqlStatusOptions());

/** The call log drawer. */
export const useCallLog = (id: string | undefined, page: LogPage) => useQuery(callLogOptions(id, page));

/** Refreshes the interfaces table after a change. */
export function useInvalidateDataInterfaces() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dataInterfaceKeys.lists() });
}
