import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { schedulingApi, type TaskQuery } from './scheduling-api';

/** Query keys of scheduled tasks: everything under `all`. */
export const schedulingKeys = {
  all: ['scheduling'] as const,
  lists: () => [...schedulingKeys.all, 'list'] as const,
  list: (query: TaskQuery) => [...schedulingKeys.lists(), query] as const,
  jobs: () => [...schedulingKeys.all, 'jobs'] as const,
  log: (id: string, page: number) => [...schedulingKeys.all, 'log', id, page] as const,
  preview: (cron: string) => [...schedulingKeys.all, 'preview', cron] as const,
};

/** Query options of scheduled tasks. */
export const schedulingQueries = {
  list: (query: TaskQuery) =>
    queryOptions({
      queryKey: schedulingKeys.list(query),
      queryFn: () => schedulingApi.list(query),
      placeholderData: keepPreviousData,
      // while a run is in progress, look again until it has an outcome
      refetchInterval: (q) => (q.state.data?.list.some((t) => t.lastOutcome === 'running') ? 1500 : false),
    }),
  jobs: () =>
    queryOptions({ queryKey: schedulingKeys.jobs(), queryFn: schedulingApi.jobs, staleTime: Infinity }),
  log: (id: string, currentPage: number) =>
    queryOptions({
      queryKey: schedulingKeys.log(id, currentPage),
      queryFn: () => schedulingApi.log(id, { currentPage, pageSize: 20 }),
      placeholderData: keepPreviousData,
      refetchInterval: (q) => (q.state.data?.list.some((r) => r.outcome === 'running') ? 1500 : false),
    }),
  preview: (cron: string) =>
    queryOptions({
      queryKey: schedulingKeys.preview(cron),
      queryFn: () => schedulingApi.preview(cron),
      retry: false,
    }),
};

/** The jobs the server can run. */
export const useJobs = () => useQuery(schedulingQueries.jobs()).data?.list;
