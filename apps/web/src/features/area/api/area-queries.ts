import { AREA_ROOT } from '@tessera/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { areaApi } from './area-api';

/** Query keys of area administration. */
export const areaKeys = {
  all: ['area'] as const,
  /** The provinces, or the matches of a keyword search. */
  top: (search?: string) => [...areaKeys.all, 'top', search ?? ''] as const,
  /** The id path from the province down to a division. */
  path: (id?: string) => [...areaKeys.all, 'path', id] as const,
};

/** The top rows of the division table: the provinces, or every level's matches of `search`. */
export const areaTopOptions = (search?: string) =>
  queryOptions({ queryKey: areaKeys.top(search), queryFn: () => areaApi.children(AREA_ROOT, search) });

/** The id path of a division (empty for the root or none). */
export const areaPathOptions = (id?: string) =>
  queryOptions({
    queryKey: areaKeys.path(id),
    queryFn: () => (id && id !== AREA_ROOT ? areaApi.pathTo(id) : Promise.resolve([])),
  });

/** The top rows of the division table. */
export const useAreaTop = (search?: string) => useQuery(areaTopOptions(search));

/** The id path of a division, for the parent picker of the form. */
export const useAreaPath = (id?: string) => useQuery(areaPathOptions(id));
