import {
  languageTag,
  printDevRoutes as routes,
  type Envelope,
  type PrintDevBody,
  type PrintSqlEntry,
} from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { isEnvelopeError } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { feedback } from '@/lib/feedback';
import { tokenStorage } from '@/lib/storage';

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
  list: (query: PrintDevQuery) => call(routes.list, { query }),
  info: (id: string) => call(routes.info, { params: { id } }),
  create: (body: PrintDevBody) => callMsg(routes.create, { body }),
  update: (id: string, body: PrintDevBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
  copy: (id: string) => callMsg(routes.copy, { params: { id } }),
  exportFile: (id: string) => call(routes.export, { params: { id } }),
  /** The resources a template may print records of (their menus). */
  resources: () => call(routes.resources, {}).then((d) => d.list),
  /** Column names of each statement (administrators only). */
  fields: (sqlTemplate: PrintSqlEntry[], formId = '') =>
    call(routes.fields, { body: { sqlTemplate, formId } }),
  /** Imports an export file (multipart); resolves with the message, rejects after showing it. */
  async importFile(file: File): Promise<string> {
    const body = new FormData();
    body.append('file', file, file.name);
    const response = await fetch(routes.import.path, {
      method: routes.import.method,
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
