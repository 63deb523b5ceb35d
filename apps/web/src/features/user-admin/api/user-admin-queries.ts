import { queryOptions, useQuery } from '@tanstack/react-query';
import { selectorsApi } from './selectors-api';
import { usersApi, type UserQuery } from './user-admin-api';

/** Query keys of the user administration: everything under `all`, every list page under `lists()`. */
export const userKeys = {
  all: ['users'] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (query: UserQuery) => [...userKeys.lists(), query] as const,
  info: (id: string) => [...userKeys.all, 'info', id] as const,
  /** The organisation tree beside the table (one key for every level). */
  organizeTree: () => [...userKeys.all, 'sel', 'organizes'] as const,
  /** Names of some organisations (the form's main-organisation choice). */
  organizeNames: (ids: readonly string[]) => [...userKeys.organizeTree(), 'names', ids] as const,
};

/** Query options of the user administration. */
export const userQueries = {
  list: (query: UserQuery) =>
    queryOptions({ queryKey: userKeys.list(query), queryFn: () => usersApi.list(query) }),
  info: (id: string) => queryOptions({ queryKey: userKeys.info(id), queryFn: () => usersApi.info(id) }),
  organizeNames: (ids: readonly string[]) =>
    queryOptions({
      queryKey: userKeys.organizeNames(ids),
      queryFn: () => selectorsApi.organizeNames(ids),
      staleTime: 30_000,
    }),
};

/** One user with its relations, fetched while `id` is set (`fresh`: never served from the cache). */
export const useUser = (id: string | null | undefined, fresh = false) =>
  useQuery({ ...userQueries.info(id ?? ''), enabled: !!id, ...(fresh ? { gcTime: 0 } : {}) });

/** Names of the chosen organisations, while `enabled`. */
export const useOrganizeNames = (ids: readonly string[], enabled: boolean) =>
  useQuery({ ...userQueries.organizeNames(ids), enabled: enabled && ids.length > 0 });
