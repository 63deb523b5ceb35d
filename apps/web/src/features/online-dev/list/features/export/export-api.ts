import { onlineDevRoutes as routes, type OnlineDevListBody } from '@tessera/shared';
import { call } from '@/lib/call';
import { downloadRouteFile } from '@/lib/file-transfer';

/** What to export: 0 the current page, 1 everything the search finds, 2 the selected rows. */
export type ExportDataType = 0 | 1 | 2;

/** The export's question: the list's query, the rows and the columns (by list prop, in file order). */
export interface ExportRequest {
  query: OnlineDevListBody;
  dataType: ExportDataType;
  selectKey: string[];
  selectIds: string[];
}

/** The generated list's export calls (`Actions/ExportData`, then the file through `ExcelDownload`). */
export const exportApi = {
  /** Writes the file on the server; answers its name, address and row count. */
  exportData: (modelId: string, { query, ...what }: ExportRequest) =>
    call(routes.recordExport, { params: { modelId }, body: { ...query, ...what } }),
  /** Saves an exported file; answers the server's refusal, or undefined when saved. */
  download: (modelId: string, url: string, name: string) =>
    downloadRouteFile(routes.recordDownload, { modelId, fileName: url.split('/').pop() ?? '' }, name),
};
