import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthorityObjectType } from '@tessera/shared';
import { authorityApi } from './authority-api';
import { listObjects } from './objects-api';

/** Query keys of the authorisation page: everything under `all` (a save invalidates it). */
export const authorityKeys = {
  all: ['authority'] as const,
  values: (objectType: AuthorityObjectType, objectId: string) =>
    [...authorityKeys.all, 'values', objectType, objectId] as const,
  effective: (userId: string) => [...authorityKeys.all, 'effective', userId] as const,
  objects: (objectType: AuthorityObjectType, keyword: string) =>
    [...authorityKeys.all, 'objects', objectType, keyword] as const,
};

/** Query options of the authorisation page. */
export const authorityQueries = {
  values: (objectType: AuthorityObjectType, objectId: string) =>
    queryOptions({
      queryKey: authorityKeys.values(objectType, objectId),
      queryFn: () => authorityApi.values(objectType, objectId),
    }),
  effective: (userId: string) =>
    queryOptions({
      queryKey: authorityKeys.effective(userId),
      queryFn: () => authorityApi.effective(userId),
    }),
  objects: (objectType: AuthorityObjectType, keyword: string) =>
    queryOptions({
      queryKey: authorityKeys.objects(objectType, keyword),
      queryFn: () => listObjects(objectType, keyword),
    }),
};

/** The catalogue trees and an object's grants. */
export const useAuthorityValues = (objectType: AuthorityObjectType, objectId: string) =>
  useQuery(authorityQueries.values(objectType, objectId));

/** A user's effective permissions, while `userId` is set. */
export const useEffectivePermissions = (userId: string | undefined) =>
  useQuery({ ...authorityQueries.effective(userId ?? ''), enabled: !!userId });

/** The objects of a type matching a keyword (the previous answer stays while the next loads). */
export const useGrantObjects = (objectType: AuthorityObjectType, keyword: string) =>
  useQuery({ ...authorityQueries.objects(objectType, keyword), placeholderData: keepPreviousData });
