import { http } from '@/lib/http';

/** The numbering rule the demo's document number comes from (seeded). */
export const DEMO_BILL_RULE = 'SalesOrder';

/** The next number of a numbering rule (`GET /api/system/BillRule/BillNumber/{code}`). */
export const fetchBillNumber = (code: string) =>
  http.get<string>(`/api/system/BillRule/BillNumber/${encodeURIComponent(code)}`).then((r) => r.data);
