import { printDevRoutes as routes, type PrintSqlEntry } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';
import { uploadRouteFileMsg } from '@/lib/file-transfer';

/** Query of the template table. */
export interface PrintDevQuery extends PageQuery {
  categoryId?: string;
  type?: number;
}

/** Print template administration calls (menu system/printDev). */
export const printDevApi = {
  ...crudCalls(routes),
  copy: (id: string) => callMsg(routes.copy, { params: { id } }),
  exportFile: (id: string) => call(routes.export, { params: { id } }),
  /** The resources a template may print records of (their menus). */
  resources: () => call(routes.resources, {}).then((d) => d.list),
  /** Column names of each statement (administrators only). */
  fields: (sqlTemplate: PrintSqlEntry[], formId = '') =>
    call(routes.fields, { body: { sqlTemplate, formId } }),
  /** Imports an export file (multipart); resolves with the message, rejects after showing it. */
  importFile: (file: File) => uploadRouteFileMsg(routes.import, file),
};
