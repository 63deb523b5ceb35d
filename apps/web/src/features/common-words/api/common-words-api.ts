import { commonWordsRoutes as routes, type CommonWordsBody } from '@tessera/shared/common-words.contract';
import { call, callMsg } from '@/lib/call';

/** Query of the common-words table. */
export interface CommonWordsQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  /** 0 system, 1 personal; undefined for both. */
  type?: 0 | 1;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/** Common-words calls (menu system/commonWords; the picker for anyone signed in). */
export const commonWordsApi = {
  list: (query: CommonWordsQuery) => call(routes.list, { query }),
  info: (id: string) => call(routes.info, { params: { id } }),
  selector: () => call(routes.selector, {}),
  create: (body: CommonWordsBody) => callMsg(routes.create, { body }),
  update: (id: string, body: CommonWordsBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
};
