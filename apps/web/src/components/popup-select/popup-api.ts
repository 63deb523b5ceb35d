import { http } from '@/lib/http';
import type { InterfaceRecord, ListRequest, ParamEntry } from './popup-rules';

const BASE = '/api/system/DataInterface';
const at = (id: string, action: string) => `${BASE}/${encodeURIComponent(id)}/${action}`;

/** One page of a data interface's records. */
export interface InterfacePage {
  list: InterfaceRecord[];
  total: number;
}

/** Body of the lookup by keys (`POST /{id}/Action/InfoByIds`). */
export interface InfoByIdsRequest {
  ids: string[];
  interfaceId: string;
  propsValue: string;
  relationField: string;
  paramList: ParamEntry[];
  /** The menu (form) the call is made from (see `InterfaceMenuProvider`). */
  menuId?: string;
}

/** The data interface calls the popups make (the server checks the caller's grant or the menu's use). */
export const popupApi = {
  /** One page of records matching the keyword. */
  list: (body: ListRequest): Promise<InterfacePage> =>
    http
      .post<{ list?: InterfaceRecord[]; pagination?: { total?: number } }>(
        at(body.interfaceId, 'Action/List'),
        body,
      )
      .then((r) => {
        const list = Array.isArray(r.data.list) ? r.data.list : [];
        return { list, total: r.data.pagination?.total ?? list.length };
      }),
  /** The records of saved keys (to show their text). */
  infoByIds: (body: InfoByIdsRequest): Promise<InterfaceRecord[]> =>
    http
      .post<InterfaceRecord[]>(at(body.interfaceId, 'Action/InfoByIds'), body)
      .then((r) => (Array.isArray(r.data) ? r.data : [])),
};
