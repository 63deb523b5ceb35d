import type { BillRuleSelectorItem, Paged } from '@tessera/shared';
import { http } from '@/lib/http';

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
  http.get<Paged<BillRuleSelectorItem>>('/api/system/BillRule/Selector', { ...query }).then((r) => r.data);
