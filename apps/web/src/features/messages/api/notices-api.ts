import { noticeRoutes as routes, type NoticeBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';

export type { RecipientOptions, RecipientOrganize, RecipientUser } from '@tessera/shared';

/** Paged query of the administration lists. */
export type AdminPageQuery = Omit<PageQuery, 'sort' | 'sidx'>;

/** Notice administration calls (spec 01 section 7, "Messages"; menu system/notice). */
export const noticesApi = {
  ...crudCalls(routes),
  /** Creates a draft; answers its id. */
  create: (body: NoticeBody) => call(routes.create, { body }),
  release: (id: string) => callMsg(routes.release, { params: { id } }),
  recipientOptions: () => call(routes.recipientOptions, {}),
  recipientUsers: (query: AdminPageQuery) => call(routes.recipientUsers, { query }),
};
