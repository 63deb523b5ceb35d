import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE } from '@tessera/shared';
import { nextPage } from '../message-rules';
import { messagesApi, type InboxFilter, type InboxQuery } from './messages-api';
import { noticesApi, type AdminPageQuery } from './notices-api';

/** Query keys of the inbox and the notice administration. */
export const messageKeys = {
  all: ['messages'] as const,
  /** Every inbox query (drawer pages, record table): invalidate after a read or delete. */
  inbox: () => [...messageKeys.all, 'inbox'] as const,
  inboxPages: (filter: InboxFilter) => [...messageKeys.inbox(), 'pages', filter] as const,
  inboxTable: (query: InboxQuery) => [...messageKeys.inbox(), 'table', query] as const,
  /** Every notice list page: invalidate after a save, release or delete. */
  notices: () => [...messageKeys.all, 'notices'] as const,
  noticeList: (query: AdminPageQuery) => [...messageKeys.notices(), query] as const,
  notice: (id: string) => [...messageKeys.all, 'notice', id] as const,
  recipientUsers: (keyword: string) => [...messageKeys.all, 'recipientUsers', keyword] as const,
  recipientOptions: () => [...messageKeys.all, 'recipientOptions'] as const,
};

/** Query options of the inbox and notices. */
export const messageQueries = {
  /** One page of the record table (the previous page stays while the next loads). */
  inboxTable: (query: InboxQuery) =>
    queryOptions({
      queryKey: messageKeys.inboxTable(query),
      queryFn: () => messagesApi.list(query),
      placeholderData: keepPreviousData,
    }),
  /** One page of the notice administration list. */
  noticeList: (query: AdminPageQuery) =>
    queryOptions({ queryKey: messageKeys.noticeList(query), queryFn: () => noticesApi.list(query) }),
  /** One notice for editing. */
  notice: (id: string) =>
    queryOptions({ queryKey: messageKeys.notice(id), queryFn: () => noticesApi.info(id) }),
  /** Recipient users matching a keyword (first page). */
  recipientUsers: (keyword: string, pageSize: number) =>
    queryOptions({
      queryKey: messageKeys.recipientUsers(keyword),
      queryFn: () => noticesApi.recipientUsers({ currentPage: 1, pageSize, keyword: keyword || undefined }),
      placeholderData: keepPreviousData,
    }),
  /** Organisations and roles offered as recipients. */
  recipientOptions: () =>
    queryOptions({ queryKey: messageKeys.recipientOptions(), queryFn: noticesApi.recipientOptions }),
};

/** The drawer's list: pages of 20, loaded one after another. */
export function useInboxPages(filter: InboxFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: messageKeys.inboxPages(filter),
    queryFn: ({ pageParam }) =>
      messagesApi.list({ ...filter, currentPage: pageParam, pageSize: MESSAGE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

/** The record page's table: one page at a time. */
export const useInboxTable = (query: InboxQuery) => useQuery(messageQueries.inboxTable(query));

/** One notice for editing (only while `id` is set). */
export const useNotice = (id: string | undefined) =>
  useQuery({ ...messageQueries.notice(id ?? ''), enabled: !!id });

/** Recipient users matching a keyword. */
export const useRecipientUsers = (keyword: string, pageSize: number) =>
  useQuery(messageQueries.recipientUsers(keyword, pageSize));
