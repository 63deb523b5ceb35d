import { billRuleRoutes as routes } from '@tessera/shared';
import { call } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';
import { uploadRouteFileMsg } from '@/lib/file-transfer';

/** Query of the rules table. */
export interface BillRuleQuery extends PageQuery {
  categoryId?: string;
}

/** Numbering rule administration calls (menu system/billRule). */
export const billRuleApi = {
  ...crudCalls(routes),
  exportFile: (id: string) => call(routes.export, { params: { id } }),
  /** The next number of a rule (what a form gets when it numbers a record). */
  billNumber: (code: string) => call(routes.billNumber, { params: { code } }),
  /** Imports an export file (multipart); resolves with the message, rejects after showing it. */
  importFile: (file: File) => uploadRouteFileMsg(routes.import, file),
};
