import {
  messageTemplateRoutes as routes,
  type MessageDataTypeList,
  type MessageSendType,
  type MessageSource,
} from '@tessera/shared';
import { call } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';

/** Query of the templates table. */
export interface TemplateQuery extends Omit<PageQuery, 'sort' | 'sidx'> {
  messageType?: MessageSendType;
  messageSource?: MessageSource;
}

/** Message template calls (menu msgCenter/msgTemplate). */
export const messageTemplateApi = {
  ...crudCalls(routes),
  copy: (id: string) => call(routes.copy, { params: { id } }),
  /** 1 send channels, 2 message sources, 3 template parameters; labelled in the UI language. */
  typeList: (id: MessageDataTypeList) => call(routes.typeList, { params: { id } }),
};
