import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_PAGE_SIZE } from '@tessera/shared';
import { useCallback } from 'react';
import { useInboxStore } from '@/stores/inbox-store';
import { messagesApi, type InboxFilter, type InboxQuery } from '../api/messages-api';
import { nextPage } from '../message-rules';

/** Root key of every inbox query (drawer pages, record table). */
export const INBOX_KEY = ['messages', 'inbox'] as const;

/** The drawer's list: pages of 20, loaded one after another. */
export function useInboxPages(filter: InboxFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: [...INBOX_KEY, 'pages', filter],
    queryFn: ({ pageParam }) =>
      messagesApi.list({ ...filter, currentPage: pageParam, pageSize: MESSAGE_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled,
  });
}

/** The record page's table: one page at a time. */
export function useInboxTable(query: InboxQuery) {
  return useQuery({
    queryKey: [...INBOX_KEY, 'table', query],
    queryFn: () => messagesApi.list(query),
    placeholderData: keepPreviousData,
  });
}

/**
 * After something was read or deleted: reloads the lists and sets the bell's badge from a fresh
 * count (a count, not a decrement, so a missed socket frame cannot leave the badge wrong).
 */
export function useInboxChanged() {
  const queryClient = useQueryClient();
  const setUnreadTotal = useInboxStore((s) => s.setUnreadTotal);
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    const total = await messagesApi.unreadCount().catch(() => undefined);
    if (total !== undefined) setUnreadTotal(total);
  }, [queryClient, setUnreadTotal]);
}
