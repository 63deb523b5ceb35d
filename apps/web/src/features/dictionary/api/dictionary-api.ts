import {
  languageTag,
  type DictionaryDataBody,
  type DictionaryDataItem,
  type DictionaryDataList,
  type DictionaryOption,
  type DictionaryTypeBody,
  type DictionaryTypeNode,
  type Envelope,
} from '@tessera/shared';
import { http } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';

const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';
const at = (base: string, id: string) => `${base}/${encodeURIComponent(id)}`;
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
  types: (keyword?: string) =>
    http.get<{ list: DictionaryTypeNode[] }>(TYPES, { keyword }).then((r) => r.data.list),
  /** The type tree without a type and its descendants ('0': all), to pick a parent. */
  typeSelector: (excludeId = '0') =>
    http.get<{ list: DictionaryTypeNode[] }>(at(`${TYPES}/Selector`, excludeId)).then((r) => r.data.list),
  createType: (body: DictionaryTypeBody) => http.post<{ id: string }>(TYPES, body).then((r) => r.data.id),
  updateType: (id: string, body: DictionaryTypeBody) =>
    http.put<null>(at(TYPES, id), body).then((r) => r.msg),
  removeType: (id: string) => http.delete<null>(at(TYPES, id)).then((r) => r.msg),
  data: (typeId: string, query: DataQuery) =>
    http.get<DictionaryDataList>(at(DATA, typeId), { ...query }).then((r) => r.data),
  /** A type's items as a tree without an item and its descendants ('0': all), to pick a parent. */
  dataSelector: (typeId: string, excludeId = '0') =>
    http
      .get<{ list: DictionaryOption[] }>(`${at(DATA, typeId)}/Selector/${encodeURIComponent(excludeId)}`, {
        isTree: 1,
      })
      .then((r) => r.data.list),
  createData: (body: DictionaryDataBody) => http.post<{ id: string }>(DATA, body).then((r) => r.msg),
  updateData: (id: string, body: DictionaryDataBody) => http.put<null>(at(DATA, id), body).then((r) => r.msg),
  removeData: (id: string) => http.delete<null>(at(DATA, id)).then((r) => r.msg),
  toggleData: (id: string) => http.put<null>(`${at(DATA, id)}/Actions/State`).then((r) => r.msg),
  info: (id: string) => http.get<DictionaryDataItem>(`${at(DATA, id)}/Info`).then((r) => r.data),
  /** Downloads a type's JSON file; answers the server's refusal message, or undefined when saved. */
  async exportType(id: string): Promise<string | undefined> {
    const response = await fetch(`${at(TYPES, id)}/Action/Export`, {
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
  /** Uploads a dictionary file; answers the envelope (code 200 or the refusal). */
  async importType(file: File): Promise<Envelope<{ id: string; count: number } | null>> {
    const body = new FormData();
    body.append('file', file, file.name);
    const response = await fetch(`${TYPES}/Action/Import`, {
      method: 'POST',
      body,
      headers: authHeaders(),
      credentials: 'omit',
    });
    return (await response.json()) as Envelope<{ id: string; count: number } | null>;
  },
};
