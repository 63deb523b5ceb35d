import type { MessageItem, MessageReadInfo, Paged, ReadAllBody } from '@tessera/shared';
import { http } from '@/lib/http';

const BASE = '/api/message';

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
    http
      .get<Paged<MessageItem>>(BASE, {
        currentPage: query.currentPage,
        pageSize: query.pageSize,
        sort: 'desc',
        ...toReadAllBody(query),
      })
      .then((r) => r.data),
  /** How many unread messages the caller has (the bell's badge). */
  unreadCount: () =>
    http
      .get<Paged<MessageItem>>(BASE, { currentPage: 1, pageSize: 1, isRead: '0' }, { silent: true })
      .then((r) => r.data.pagination.total),
  /** Marks read what the filter lists; answers the server's message. */
  readAll: (filter: InboxFilter) =>
    http.post<null>(`${BASE}/Actions/ReadAll`, toReadAllBody(filter)).then((r) => r.msg),
  /** One message; opening it marks it read. */
  readInfo: (id: string) =>
    http.get<MessageReadInfo>(`${BASE}/ReadInfo/${encodeURIComponent(id)}`).then((r) => r.data),
  deleteRecords: (ids: string[]) => http.delete<null>(`${BASE}/Record`, { ids }).then((r) => r.msg),
};
