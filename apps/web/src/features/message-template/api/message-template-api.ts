import type {
  MessageDataTypeItem,
  MessageDataTypeList,
  MessageTemplateBody,
  MessageTemplateItem,
  Paged,
} from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/message/MessageTemplateConfig';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Query of the templates table. */
export interface TemplateQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  messageType?: string;
  messageSource?: string;
}

/** Message template calls (menu msgCenter/msgTemplate). */
export const messageTemplateApi = {
  list: (query: TemplateQuery) =>
    http.get<Paged<MessageTemplateItem>>(BASE, { ...query }).then((r) => r.data),
  create: (body: MessageTemplateBody) => http.post<{ id: string }>(BASE, body).then((r) => r.msg),
  update: (id: string, body: MessageTemplateBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
  copy: (id: string) =>
    http.post<{ id: string }>(`${BASE}/copy/${encodeURIComponent(id)}`).then((r) => r.data),
  /** 1 send channels, 2 message sources, 3 template parameters; labelled in the UI language. */
  typeList: (id: MessageDataTypeList) =>
    http.get<MessageDataTypeItem[]>(`/api/message/MessageDataType/getTypeList/${id}`).then((r) => r.data),
};
