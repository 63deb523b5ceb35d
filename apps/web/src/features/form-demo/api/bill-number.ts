import { billRuleRoutes } from '@tessera/shared';
import { call } from '@/lib/call';

/** The numbering rule the demo's document number comes from (seeded). */
export const DEMO_BILL_RULE = 'SalesOrder';

/** The next number of a numbering rule. */
export const fetchBillNumber = (code: string) => call(billRuleRoutes.billNumber, { params: { code } });
