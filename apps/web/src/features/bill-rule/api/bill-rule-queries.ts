import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { billRuleApi, type BillRuleQuery } from './bill-rule-api';

/** Query keys of numbering rule administration (the template dialog's pages live under `all` too). */
export const billRuleKeys = {
  all: ['billRule'] as const,
  lists: () => [...billRuleKeys.all, 'list'] as const,
  list: (query: BillRuleQuery) => [...billRuleKeys.lists(), query] as const,
};

/** One page of the rules table. */
export const billRuleListOptions = (query: BillRuleQuery) =>
  queryOptions({
    queryKey: billRuleKeys.list(query),
    queryFn: () => billRuleApi.list(query),
    placeholderData: keepPreviousData,
  });

/** The rules table. */
export const useBillRules = (query: BillRuleQuery) => useQuery(billRuleListOptions(query));

/** Refreshes the rules table after a change in a row (state, delete, import). */
export function useInvalidateBillRuleList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billRuleKeys.lists() });
}

/** Refreshes every numbering rule read (table and template dialog) after a save. */
export function useInvalidateBillRules() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: billRuleKeys.all });
}
