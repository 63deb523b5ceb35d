import {
  dataInterfaceRoutes as routes,
  type DataInterfaceBody,
  type DataInterfaceParamValue,
} from '@tessera/shared';
import { call } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';
import { downloadRouteFile, uploadRouteFile } from '@/lib/file-transfer';

/** Query of the interfaces table. */
export interface DataInterfaceQuery extends Omit<PageQuery, 'sort' | 'sidx'> {
  categoryId?: string;
}

/** Data interface administration calls (menu systemData.dataInterface). */
export const dataInterfaceApi = {
  ...crudCalls(routes),
  /** Creates an interface; answers its id. */
  create: (body: DataInterfaceBody) => call(routes.create, { body }),
  /** Runs the saved interface, or the unsaved draft (id '0' for a new one); errors come back as data. */
  preview: (id: string, paramList: DataInterfaceParamValue[], draft?: DataInterfaceBody, keyword?: string) =>
    call(
      routes.preview,
      { params: { id }, body: { paramList, draft, keyword: keyword || undefined } },
      { silent: true },
    ),
  /** Whether SQL interfaces can run on this server (a safe read-only database role), and why not. */
  sqlStatus: () => call(routes.sqlStatus, {}),
  logs: (id: string, query: { currentPage: number; pageSize: number }) =>
    call(routes.logs, { params: { id }, query }),
  /** Downloads an interface's JSON file; answers the refusal message, or undefined when saved. */
  exportFile: (id: string) => downloadRouteFile(routes.export, { id }, 'data-interface.json'),
  /** Uploads an export file; answers the envelope (code 200 or the refusal). */
  importFile: (file: File) => uploadRouteFile<{ count: number }>(routes.import, file),
};
