import { queryOptions } from '@tanstack/react-query';
import { columnSettingsApi } from './column-settings-api';

/** Query keys of the saved column settings, one per menu. */
export const columnSettingsKeys = {
  all: ['column-settings'] as const,
  of: (moduleId: string) => [...columnSettingsKeys.all, moduleId] as const,
};

/** The saved columns of a menu: loaded once (changes are written into the cache), no retry. */
export const columnSettingsQuery = (moduleId: string) =>
  queryOptions({
    queryKey: columnSettingsKeys.of(moduleId),
    queryFn: () => columnSettingsApi.get(moduleId),
    staleTime: Infinity,
    retry: false,
  });
