import { queryOptions } from '@tanstack/react-query';
import { onlineUsersApi, type OnlineUserQuery } from './online-users-api';

/** Query keys of online users: every list page under `lists()`. */
export const onlineUserKeys = {
  all: ['online-users'] as const,
  lists: () => [...onlineUserKeys.all, 'list'] as const,
  list: (query: OnlineUserQuery) => [...onlineUserKeys.lists(), query] as const,
};

/** Query options of online users. */
export const onlineUserQueries = {
  list: (query: OnlineUserQuery) =>
    queryOptions({ queryKey: onlineUserKeys.list(query), queryFn: () => onlineUsersApi.list(query) }),
};
