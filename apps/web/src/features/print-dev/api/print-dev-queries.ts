import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { printDevApi, type PrintDevQuery } from './print-dev-api';

/** Query keys of print template administration (the print preview's data lives under `all` too). */
export const printDevKeys = {
  all: ['printDev'] as const,
  lists: () => [...printDevKeys.all, 'list'] as const,
  list: (query: PrintDevQuery) => [...printDevKeys.lists(), query] as const,
  resources: () => [...printDevKeys.all, 'resources'] as const,
};

/** One page of the template table. */
export const printDevListOptions = (query: PrintDevQuery) =>
  queryOptions({
    queryKey: printDevKeys.list(query),
    queryFn: () => printDevApi.list(query),
    placeholderData: keepPreviousData,
  });

/** The resources a template may print records of. */
export const printResourcesOptions = () =>
  queryOptions({ queryKey: printDevKeys.resources(), queryFn: printDevApi.resources });

/** The template table. */
export const usePrintDevList = (query: PrintDevQuery) => useQuery(printDevListOptions(query));

/** The resource choices of the editor. */
export const usePrintResources = () => useQuery(printResourcesOptions());

/** Refreshes the template table after a change. */
export function useInvalidatePrintDevList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: printDevKeys.lists() });
}
