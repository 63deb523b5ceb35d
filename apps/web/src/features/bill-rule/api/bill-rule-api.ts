import { billRuleRoutes as routes, languageTag, type BillRuleBody, type Envelope } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { isEnvelopeError } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { feedback } from '@/lib/feedback';
import { tokenStorage } from '@/lib/storage';

/** Query of the rules table. */
export interface BillRuleQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  categoryId?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/** Numbering rule administration calls (menu system/billRule). */
export const billRuleApi = {
  list: (query: BillRuleQuery) => call(routes.list, { query }),
  info: (id: string) => call(routes.info, { params: { id } }),
  create: (body: BillRuleBody) => callMsg(routes.create, { body }),
  update: (id: string, body: BillRuleBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
  toggleState: (id: string) => callMsg(routes.toggleState, { params: { id } }),
  exportFile: (id: string) => call(routes.export, { params: { id } }),
  /** The next number of a rule (what a form gets when it numbers a record). */
  billNumber: (code: string) => call(routes.billNumber, { params: { code } }),
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
    const envelope = answer as Envelope<{ ids: string[] } | null>;
    if (envelope.code !== 200) {
      feedback.error(envelope.msg);
      throw envelope;
    }
    return envelope.msg;
  },
};
