import type {
  Envelope,
  Paged,
  PrintDevBody,
  PrintDevExport,
  PrintDevFields,
  PrintDevInfo,
  PrintDevItem,
  PrintResourceOption,
  PrintSqlEntry,
} from '@tessera/shared';
import { languageTag } from '@tessera/shared';
import { http, isEnvelopeError } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { feedback } from '@/lib/feedback';
import { tokenStorage } from '@/lib/storage';

const BASE = '/api/system/printDev';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Query of the template table. */
export interface PrintDevQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  categoryId?: string;
  type?: number;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/** Print template administration calls (menu system/printDev). */
export const printDevApi = {
  list: (query: PrintDevQuery) => http.get<Paged<PrintDevItem>>(BASE, { ...query }).then((r) => r.data),
  info: (id: string) => http.get<PrintDevInfo>(at(id)).then((r) => r.data),
  create: (body: PrintDevBody) => http.post<{ id: string }>(BASE, body).then((r) => r.msg),
  update: (id: string, body: PrintDevBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
  copy: (id: string) => http.post<{ id: string }>(`${at(id)}/Actions/Copy`).then((r) => r.msg),
  exportFile: (id: string) => http.get<PrintDevExport>(`${at(id)}/Actions/Export`).then((r) => r.data),
  /** Column names of each statement (administrators only). */
  /** The resources a template may print records of (their menus). */
  resources: () => http.get<{ list: PrintResourceOption[] }>(`${BASE}/Resources`).then((r) => r.data.list),
  fields: (sqlTemplate: PrintSqlEntry[], formId = '') =>
    http.post<PrintDevFields>(`${BASE}/Fields`, { sqlTemplate, formId }).then((r) => r.data),
  /** Imports an export file (multipart); resolves with the message, rejects after showing it. */
  async importFile(file: File): Promise<string> {
    const body = new FormData();
    body.append('file', file, file.name);
    const response = await fetch(`${BASE}/Actions/Import`, {
      method: 'POST',
      body,
      headers: { Authorization: tokenStorage.get() ?? '', 'Accept-Language': languageTag(currentLanguage()) },
      credentials: 'omit',
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (!isEnvelopeError(answer)) throw new Error('import failed');
    const envelope = answer as Envelope<{ id: string } | null>;
    if (envelope.code !== 200) {
      feedback.error(envelope.msg);
      throw envelope;
    }
    return envelope.msg;
  },
};
