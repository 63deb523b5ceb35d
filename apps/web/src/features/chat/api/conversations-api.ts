import type { Conversation } from '@tessera/shared';
import { queryOptions } from '@tanstack/react-query';
import { http } from '@/lib/http';

const BASE = '/api/message/imreply';

/** Cache key of the recent-conversation list. */
export const CONVERSATIONS_KEY = ['chat', 'conversations'] as const;

/** Recent conversations, newest first (spec 01 section 7). */
export const fetchConversations = () => http.get<Conversation[]>(BASE).then((r) => r.data ?? []);

/** Query options of the recent-conversation list. */
export const conversationsQuery = () =>
  queryOptions({ queryKey: CONVERSATIONS_KEY, queryFn: fetchConversations, staleTime: 10_000 });

/** Drops a conversation from the list (its messages stay). */
export const removeConversation = (id: string) =>
  http.delete<null>(`${BASE}/relocation/${encodeURIComponent(id)}`);

/** Deletes the chat records with a user. */
export const deleteChatRecords = (id: string) =>
  http.delete<null>(`${BASE}/deleteChatRecord/${encodeURIComponent(id)}`);
