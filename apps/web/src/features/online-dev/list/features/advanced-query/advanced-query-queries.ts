import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdvancedQueryBody } from '@tessera/shared';
import { advancedQueryApi } from './advanced-query-api';

/** Query keys of the plans. */
export const advancedQueryKeys = {
  all: ['advanced-query'] as const,
  plans: (moduleId: string) => [...advancedQueryKeys.all, moduleId] as const,
};

/** The caller's plans of a menu; disabled without one (a preview has no menu). */
export const usePlans = (moduleId: string | undefined) =>
  useQuery({
    queryKey: advancedQueryKeys.plans(moduleId ?? ''),
    queryFn: () => advancedQueryApi.list(moduleId ?? ''),
    enabled: Boolean(moduleId),
    select: (answer) => answer.list,
  });

/** Saves a plan (a new one, or rewrites the one given by id) and refreshes the menu's plans. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: AdvancedQueryBody }) =>
      id ? (await advancedQueryApi.update(id, body), { id }) : advancedQueryApi.create(body),
    onSuccess: (_answer, { body }) =>
      queryClient.invalidateQueries({ queryKey: advancedQueryKeys.plans(body.moduleId) }),
  });
}

/** Deletes a plan and refreshes the menu's plans. */
export function useRemovePlan(moduleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => advancedQueryApi.remove(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advancedQueryKeys.plans(moduleId) }),
  });
}
