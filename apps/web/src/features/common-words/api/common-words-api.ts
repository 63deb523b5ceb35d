import { commonWordsRoutes as routes } from '@tessera/shared/common-words.contract';
import { call } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';

/** Query of the common-words table. */
export interface CommonWordsQuery extends PageQuery {
  /** 0 system, 1 personal; undefined for both. */
  type?: 0 | 1;
}

/** Common-words calls (menu system/commonWords; the picker for anyone signed in). */
export const commonWordsApi = {
  ...crudCalls(routes),
  selector: () => call(routes.selector, {}),
};
