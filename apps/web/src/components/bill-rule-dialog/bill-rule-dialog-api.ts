import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { billRuleRoutes } from '@tessera/shared';
import { call } from '@/lib/call';

/** Query of the template dialog (spec 02: keyword, page, sort desc, sidx, category). */
export interface BillRuleSelectorQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  categoryId?: string;
  sort: 'asc' | 'desc';
  sidx?: string;
}

/** One page of enabled numbering rules (any signed-in user). */
export const fetchBillRuleSelector = (query: BillRuleSelectorQuery) =>
  call(billRuleRoutes.selector, { query });

/** Query keys of the template dialog (under the numbering rules' key, so a save refreshes it). */
export const billRuleSelectorKeys = {
  page: (query: BillRuleSelectorQuery) => ['billRule', 'selector', query] as const,
};

/** A page of the template dialog, fetched while it is open. */
export const billRuleSelectorOptions = (query: BillRuleSelectorQuery, open: boolean) =>
  queryOptions({
    queryKey: billRuleSelectorKeys.page(query),
    queryFn: () => fetchBillRuleSelector(query),
    placeholderData: keepPreviousData,
    enabled: open,
  });
