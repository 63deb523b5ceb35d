import {
  dictionaryDataRoutes as dataRoutes,
  dictionaryTypeRoutes as typeRoutes,
  fillPath,
  languageTag,
  type DictionaryDataBody,
  type DictionaryTypeBody,
  type Envelope,
} from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { currentLanguage } from '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';

const authHeaders = () => ({
  Authorization: tokenStorage.get() ?? '',
  'Accept-Language': languageTag(currentLanguage()),
});

/** Query of the items table. */
export interface DataQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** Dictionary administration calls (menu systemData.dictionary). */
export const dictionaryApi = {
  types: (keyword?: string) => call(typeRoutes.tree, { query: { keyword } }).then((d) => d.list),
  /** The type tree without a type and its descendants ('0': all), to pick a parent. */
  typeSelector: (excludeId = '0') =>
    call(typeRoutes.selector, { params: { id: excludeId } }).then((d) => d.list),
  /** One type as stored (default name and translations). */
  typeInfo: (id: string) => call(typeRoutes.info, { params: { id } }),
  createType: (body: DictionaryTypeBody) => call(typeRoutes.create, { body }).then((d) => d.id),
  updateType: (id: string, body: DictionaryTypeBody) => callMsg(typeRoutes.update, { params: { id }, body }),
  removeType: (id: string) => callMsg(typeRoutes.remove, { params: { id } }),
  data: (typeId: string, query: DataQuery) => call(dataRoutes.list, { params: { id: typeId }, query }),
  /** A type's items as a tree without an item and its descendants ('0': all), to pick a parent. */
  dataSelector: (typeId: string, excludeId = '0') =>
    call(dataRoutes.selector, { params: { typeId, id: excludeId }, query: { isTree: 1 } }).then(
      (d) => d.list,
    ),
  createData: (body: DictionaryDataBody) => callMsg(dataRoutes.create, { body }),
  updateData: (id: string, body: DictionaryDataBody) => callMsg(dataRoutes.update, { params: { id }, body }),
  removeData: (id: string) => callMsg(dataRoutes.remove, { params: { id } }),
  toggleData: (id: string) => callMsg(dataRoutes.toggleState, { params: { id } }),
  info: (id: string) => call(dataRoutes.info, { params: { id } }),
  /** Downloads a type's JSON file; answers the server's refusal message, or undefined when saved. */
  async exportType(id: string): Promise<string | undefined> {
    const response = await fetch(fillPath(typeRoutes.export.path, { id }), {
      headers: authHeaders(),
      credentials: 'omit',
    });
    const disposition = response.headers.get('content-disposition') ?? '';
    if (!disposition.startsWith('attachment')) return ((await response.json()) as Envelope).msg;
    const name = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1];
    const href = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = name ? decodeURIComponent(name) : 'dictionary.json';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
    return undefined;
  },
  /** Uploads a dictionary file (multipart); answers the envelope (code 200 or the refusal). */
  async importType(file: File): Promise<Envelope<{ id: string; count: number } | null>> {
    const body = new FormData();
    body.append('file', file, file.name);
    const response = await fetch(typeRoutes.import.path, {
      method: typeRoutes.import.method,
      body,
      headers: authHeaders(),
      credentials: 'omit',
    });
    return (await response.json()) as Envelope<{ id: string; count: number } | null>;
  },
};
