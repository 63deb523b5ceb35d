import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { profileApi, type LogQuery } from './profile-api';

/** Query keys of the profile page: invalidate `profileKeys.all` after a change of the user's record. */
export const profileKeys = {
  all: ['profile'] as const,
  baseInfo: () => [...profileKeys.all, 'baseInfo'] as const,
  log: (query: LogQuery) => [...profileKeys.all, 'log', query] as const,
  subordinates: (id: string) => [...profileKeys.all, 'subordinates', id] as const,
  authorize: () => [...profileKeys.all, 'authorize'] as const,
  organizes: () => [...profileKeys.all, 'organizes'] as const,
  positions: () => [...profileKeys.all, 'positions'] as const,
  signImgs: () => [...profileKeys.all, 'signImgs'] as const,
};

/** The user's own record. */
export const baseInfoQuery = () =>
  queryOptions({ queryKey: profileKeys.baseInfo(), queryFn: profileApi.baseInfo });
/** One page of the user's own log (the previous page stays while the next loads). */
export const logQuery = (query: LogQuery) =>
  queryOptions({
    queryKey: profileKeys.log(query),
    queryFn: () => profileApi.systemLog(query),
    placeholderData: keepPreviousData,
  });
/** People reporting to a user ('0' = the caller). */
export const subordinatesQuery = (id = '0') =>
  queryOptions({ queryKey: profileKeys.subordinates(id), queryFn: () => profileApi.subordinates(id) });
/** What the user may use, per system. */
export const authorizeQuery = () =>
  queryOptions({ queryKey: profileKeys.authorize(), queryFn: profileApi.authorize });
/** The user's organisations. */
export const organizesQuery = () =>
  queryOptions({ queryKey: profileKeys.organizes(), queryFn: profileApi.organizes });
/** The user's positions. */
export const positionsQuery = () =>
  queryOptions({ queryKey: profileKeys.positions(), queryFn: profileApi.positions });
/** The user's signature images. */
export const signImgsQuery = () =>
  queryOptions({ queryKey: profileKeys.signImgs(), queryFn: profileApi.signImgs });

/** The user's own record. */
export const useBaseInfo = () => useQuery(baseInfoQuery());
/** One page of the user's own log. */
export const useProfileLog = (query: LogQuery) => useQuery(logQuery(query));
/** The caller's subordinates. */
export const useSubordinates = (id = '0') => useQuery(subordinatesQuery(id));
/** The caller's permission tree. */
export const useAuthorize = () => useQuery(authorizeQuery());
/** The caller's organisations. */
export const useOrganizes = () => useQuery(organizesQuery());
/** The caller's positions. */
export const usePositions = () => useQuery(positionsQuery());
/** The caller's signature images. */
export const useSignImgs = () => useQuery(signImgsQuery());
