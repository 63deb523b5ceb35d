import { queryOptions } from '@tanstack/react-query';
import { areaRoutes } from '@tessera/shared';
import { call } from '@/lib/call';

/** The two Area calls any signed-in user may make: children of a division and names of id paths. */
export const areaPickerApi = {
  /** Children of a division ("-1": the provinces). */
  children: (parentId: string) =>
    call(areaRoutes.children, { params: { parentId }, query: {} }).then((d) => d.list),
  /** Names of saved id paths, in path order. */
  names: (idsList: string[][]) => call(areaRoutes.names, { body: { idsList } }),
};

/** Query keys of the address picker. */
export const areaPickerKeys = {
  names: (paths: string[][]) => ['area-picker', 'names', paths] as const,
};

/** Names of saved id paths, cached for five minutes. */
export const areaNamesOptions = (paths: string[][]) =>
  queryOptions({
    queryKey: areaPickerKeys.names(paths),
    queryFn: () => areaPickerApi.names(paths),
    enabled: paths.length > 0,
    staleTime: 5 * 60_000,
  });
