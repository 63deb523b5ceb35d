import {
  userExcelRoutes as routes,
  type UserExcelColumn,
  type UserFailedRow,
  type UserImportRow,
} from '@tessera/shared';
import { call } from '@/lib/call';

/** What to export: the list's filter, this page (0) or all (1), and the columns. */
export interface UserExportParams {
  keyword?: string;
  organizeId?: string;
  currentPage?: number;
  pageSize?: number;
  dataType: 0 | 1;
  selectKey: UserExcelColumn[];
}

/** User export, template and import calls (spec 02 §7 Users). */
export const userExcelApi = {
  /** The multipart upload's address (the upload widget posts the file itself). */
  uploadUrl: routes.upload.path,
  export: ({ selectKey, ...rest }: UserExportParams) =>
    call(routes.export, { query: { ...rest, selectKey: selectKey.join(',') } }),
  template: () => call(routes.template, {}),
  preview: (fileName: string) => call(routes.preview, { query: { fileName } }),
  /** Whether each (edited) row would import, without writing anything. */
  check: (list: UserImportRow[]) =>
    call(routes.check, { body: { list } }, { timeout: 120_000 }).then((answer) => answer.checks),
  importData: (list: UserImportRow[]) => call(routes.importData, { body: { list } }, { timeout: 600_000 }),
  exportError: (list: UserFailedRow[]) => call(routes.exportErrors, { body: { list } }),
};
