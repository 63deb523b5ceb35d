import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Contact, Paged } from '@tessera/shared';
import { fetchContacts } from './contacts-api';
import { fetchConversations } from './conversations-api';

/** Query keys of chat: the live socket edits `chatKeys.conversations()` in place. */
export const chatKeys = {
  all: ['chat'] as const,
  conversations: () => [...chatKeys.all, 'conversations'] as const,
  contacts: (keyword: string) => [...chatKeys.all, 'contacts', keyword] as const,
};

/** Query options of the recent-conversation list. */
export const conversationsQuery = () =>
  queryOptions({ queryKey: chatKeys.conversations(), queryFn: fetchConversations, staleTime: 10_000 });

/** Infinite query of the contact list, 20 a page (spec 01 section 9). */
export const contactsQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.contacts(keyword),
    queryFn: ({ pageParam }) => fetchContacts(keyword, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<Contact>) => {
      const { currentPage, pageSize, total } = last.pagination;
      return currentPage * pageSize < total ? currentPage + 1 : undefined;
    },
  });
