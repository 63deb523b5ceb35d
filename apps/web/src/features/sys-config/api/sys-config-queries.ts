import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { sysConfigApi } from './sys-config-api';

/** Query keys of the system settings page. */
export const sysConfigKeys = {
  all: ['sysConfig'] as const,
};

/** The stored settings. */
export const sysConfigOptions = () =>
  queryOptions({ queryKey: sysConfigKeys.all, queryFn: sysConfigApi.get });

/** The stored settings of the page. */
export const useSysConfig = () => useQuery(sysConfigOptions());

/** Reloads the settings after a save. */
export function useInvalidateSysConfig() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sysConfigKeys.all });
}
