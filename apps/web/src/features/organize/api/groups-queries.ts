import { queryOptions } from '@tanstack/react-query';
import { groupsApi, type GroupQuery } from './groups-api';

/** Query keys of permission groups: everything under `all`, every list page under `lists()`. */
export const groupKeys = {
  all: ['organize', 'groups'] as const,
  lists: () => [...groupKeys.all, 'list'] as const,
  list: (query: GroupQuery) => [...groupKeys.lists(), query] as const,
};

/** Query options of permission groups. */
export const groupQueries = {
  list: (query: GroupQuery) =>
    queryOptions({ queryKey: groupKeys.list(query), queryFn: () => groupsApi.list(query) }),
};
