import type { PrintDevDataResult } from '@tessera/shared';
import { http } from '@/lib/http';

/** Template and data of one record's print (`GET /api/system/printDev/Data`). */
export const fetchPrintData = (id: string, formId: string) =>
  http.get<PrintDevDataResult>('/api/system/printDev/Data', { id, formId }).then((r) => r.data);
