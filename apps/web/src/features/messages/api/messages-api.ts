import { messageRoutes as routes, type ReadAllBody } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Filters of the inbox, as the drawer and the record page hold them. */
export interface InboxFilter {
  keyword: string;
  /** '' every kind, else 1 notice, 2 flow, 3 system. */
  type: '' | 1 | 2 | 3;
  /** '' read and unread, '0' unread only. */
  isRead: '' | '0' | '1';
}

/** One page request of the inbox. */
export interface InboxQuery extends InboxFilter {
  currentPage: number;
  pageSize: number;
}

/** The filter as the server reads it: empty values are left out. */
export function toReadAllBody(filter: InboxFilter): ReadAllBody {
  const body: ReadAllBody = {};
  if (filter.keyword.trim()) body.keyword = filter.keyword.trim();
  if (filter.type !== '') body.type = filter.type;
  if (filter.isRead !== '') body.isRead = filter.isRead;
  return body;
}

/** The caller's own inbox (spec 01 section 7, "Messages"). */
export const messagesApi = {
  list: (query: InboxQuery) =>
    call(routes.list, {
      query: {
        currentPage: query.currentPage,
        pageSize: query.pageSize,
        sort: 'desc',
        ...toReadAllBody(query),
      },
    }),
  /** How many unread messages the caller has (the bell's badge). */
  unreadCount: () =>
    call(routes.list, { query: { currentPage: 1, pageSize: 1, isRead: '0' } }, { silent: true }).then(
      (page) => page.pagination.total,
    ),
  /** Marks read what the filter lists; answers the server's message. */
  readAll: (filter: InboxFilter) => callMsg(routes.readAll, { body: toReadAllBody(filter) }),
  /** One message; opening it marks it read. */
  readInfo: (id: string) => call(routes.readInfo, { params: { id } }),
  deleteRecords: (ids: string[]) => callMsg(routes.deleteRecords, { body: { ids } }),
};
