import {
  dataInterfaceRoutes as routes,
  fillPath,
  languageTag,
  type DataInterfaceBody,
  type DataInterfaceParamValue,
  type Envelope,
} from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { currentLanguage } from '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';

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
  list: (query: DataInterfaceQuery) => call(routes.list, { query }),
  info: (id: string) => call(routes.info, { params: { id } }),
  create: (body: DataInterfaceBody) => call(routes.create, { body }),
  update: (id: string, body: DataInterfaceBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
  toggleState: (id: string) => callMsg(routes.toggleState, { params: { id } }),
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
  async exportFile(id: string): Promise<string | undefined> {
    const response = await fetch(fillPath(routes.export.path, { id }), {
      headers: authHeaders(),
      credentials: 'omit',
    });
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
    const response = await fetch(routes.import.path, {
      method: routes.import.method,
      body,
      headers: authHeaders(),
      credentials: 'omit',
    });
    return (await response.json()) as Envelope<{ count: number } | null>;
  },
};
