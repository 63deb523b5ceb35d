import type {
  ExcelExportLink,
  ExcelFileLink,
  ImportPreview,
  ImportResult,
  UserExcelColumn,
  UserFailedRow,
  UserImportRow,
} from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/permission/Users';

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
  uploadUrl: `${BASE}/Uploader`,
  export: ({ selectKey, ...rest }: UserExportParams) =>
    http
      .get<ExcelExportLink>(`${BASE}/ExportExcel`, { ...rest, selectKey: selectKey.join(',') })
      .then((r) => r.data),
  template: () => http.get<ExcelFileLink>(`${BASE}/TemplateDownload`).then((r) => r.data),
  preview: (fileName: string) =>
    http.get<ImportPreview<UserImportRow>>(`${BASE}/ImportPreview`, { fileName }).then((r) => r.data),
  importData: (list: UserImportRow[]) =>
    http
      .post<ImportResult<UserImportRow>>(`${BASE}/ImportData`, { list }, { timeout: 600_000 })
      .then((r) => r.data),
  exportError: (list: UserFailedRow[]) =>
    http.post<ExcelFileLink>(`${BASE}/ExportExceptionData`, { list }).then((r) => r.data),
};
