import {
  messageTemplateRoutes as routes,
  type MessageDataTypeList,
  type MessageSendType,
  type MessageSource,
  type MessageTemplateBody,
} from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Query of the templates table. */
export interface TemplateQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  messageType?: MessageSendType;
  messageSource?: MessageSource;
}

/** Message template calls (menu msgCenter/msgTemplate). */
export const messageTemplateApi = {
  list: (query: TemplateQuery) => call(routes.list, { query }),
  create: (body: MessageTemplateBody) => callMsg(routes.create, { body }),
  update: (id: string, body: MessageTemplateBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
  copy: (id: string) => call(routes.copy, { params: { id } }),
  /** 1 send channels, 2 message sources, 3 template parameters; labelled in the UI language. */
  typeList: (id: MessageDataTypeList) => call(routes.typeList, { params: { id } }),
};
