import { dataInterfaceRoutes as routes } from '@tessera/shared';
import { call } from '@/lib/call';
import type { InterfaceRecord, ListRequest, ParamEntry } from './popup-rules';

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
    call(routes.records, { params: { id: body.interfaceId }, body }).then((data) => {
      const list: InterfaceRecord[] = Array.isArray(data?.list) ? data.list : [];
      return { list, total: data?.pagination?.total ?? list.length };
    }),
  /** The records of saved keys (to show their text). */
  infoByIds: (body: InfoByIdsRequest): Promise<InterfaceRecord[]> =>
    call(routes.infoByIds, { params: { id: body.interfaceId }, body }).then((data): InterfaceRecord[] =>
      Array.isArray(data) ? data : [],
    ),
};
