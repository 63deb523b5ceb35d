import {
  languageTag,
  type DataInterfaceBody,
  type DataInterfaceInfo,
  type DataInterfaceItem,
  type DataInterfaceLogItem,
  type DataInterfaceParamValue,
  type DataInterfacePreviewResult,
  type DataInterfaceSqlStatus,
  type Envelope,
  type Paged,
} from '@tessera/shared';
import { http } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';

const BASE = '/api/system/DataInterface';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
const authHeaders = () => ({
  Authorization: tokenStorage.get() ?? '',
  'Accept-Language': languageTag(currentLanguage()),
});

/** Query of the interfaces table. */
export interface DataInterfaceQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  categoryId?: string;
}

/** Data interface administration calls (menu systemData.dataInterface). */
export const dataInterfaceApi = {
  list: (query: DataInterfaceQuery) =>
    http.get<Paged<DataInterfaceItem>>(BASE, { ...query }).then((r) => r.data),
  info: (id: string) => http.get<DataInterfaceInfo>(at(id)).then((r) => r.data),
  create: (body: DataInterfaceBody) => http.post<{ id: string }>(BASE, body).then((r) => r.data),
  update: (id: string, body: DataInterfaceBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
  toggleState: (id: string) => http.put<null>(`${at(id)}/Actions/State`).then((r) => r.msg),
  /** Runs the saved interface, or the unsaved draft (id '0' for a new one); errors come back as data. */
  preview: (id: string, paramList: DataInterfaceParamValue[], draft?: DataInterfaceBody, keyword?: string) =>
    http
      .post<DataInterfacePreviewResult>(
        `${at(id)}/Actions/Preview`,
        { paramList, draft, keyword: keyword || undefined },
        { silent: true },
      )
      .then((r) => r.data),
  /** Whether SQL interfaces can run on this server (a safe read-only database role), and why not. */
  sqlStatus: () => http.get<DataInterfaceSqlStatus>(`${BASE}/SqlStatus`).then((r) => r.data),
  logs: (id: string, query: { currentPage: number; pageSize: number }) =>
    http
      .get<Paged<DataInterfaceLogItem>>(`/api/system/DataInterfaceLog/${encodeURIComponent(id)}`, query)
      .then((r) => r.data),
  /** Downloads an interface's JSON file; answers the refusal message, or undefined when saved. */
  async exportFile(id: string): Promise<string | undefined> {
    const response = await fetch(`${at(id)}/Action/Export`, { headers: authHeaders(), credentials: 'omit' });
    const disposition = response.headers.get('content-disposition') ?? '';
    if (!disposition.startsWith('attachment')) return ((await response.json()) as Envelope).msg;
    const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    const href = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = name ? decodeURIComponent(name) : 'data-interface.json';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    return undefined;
  },
  /** Uploads an export file; answers the envelope (code 200 or the refusal). */
  async importFile(file: File): Promise<Envelope<{ count: number } | null>> {
    const body = new FormData();
    body.append('file', file, file.name);
    const response = await fetch(`${BASE}/Action/Import`, {
      method: 'POST',
      body,
      headers: authHeaders(),
      credentials: 'omit',
    });
    return (await response.json()) as Envelope<{ count: number } | null>;
  },
};
