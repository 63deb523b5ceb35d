import type { BillRuleBody, BillRuleExport, BillRuleItem, Envelope, Paged } from '@tessera/shared';
import { languageTag } from '@tessera/shared';
import { http, isEnvelopeError } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { feedback } from '@/lib/feedback';
import { tokenStorage } from '@/lib/storage';

const BASE = '/api/system/BillRule';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

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
  list: (query: BillRuleQuery) => http.get<Paged<BillRuleItem>>(BASE, { ...query }).then((r) => r.data),
  info: (id: string) => http.get<BillRuleItem>(at(id)).then((r) => r.data),
  create: (body: BillRuleBody) => http.post<{ id: string }>(BASE, body).then((r) => r.msg),
  update: (id: string, body: BillRuleBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
  toggleState: (id: string) =>
    http.put<{ enabledMark: number }>(`${at(id)}/Actions/State`).then((r) => r.msg),
  exportFile: (id: string) => http.get<BillRuleExport>(`${at(id)}/Action/Export`).then((r) => r.data),
  /** The next number of a rule (what a form gets when it numbers a record). */
  billNumber: (code: string) =>
    http.get<string>(`${BASE}/BillNumber/${encodeURIComponent(code)}`).then((r) => r.data),
  /** Imports an export file (multipart); resolves with the message, rejects after showing it. */
  async importFile(file: File): Promise<string> {
    const body = new FormData();
    body.append('file', file, file.name);
    const response = await fetch(`${BASE}/Action/Import`, {
      method: 'POST',
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
