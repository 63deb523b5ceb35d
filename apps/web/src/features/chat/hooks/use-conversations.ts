import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@tessera/shared';
import { useInboxStore } from '@/stores/inbox-store';
import { chatKeys, conversationsQuery } from '../api/chat-queries';
import { deleteChatRecords, removeConversation } from '../api/conversations-api';
import { dropConversation, patchConversation } from './conversation-cache';

/** The recent conversations; their unread counts seed the per-sender counters. */
export function useConversations(enabled: boolean) {
  const query = useQuery({ ...conversationsQuery(), enabled });
  const { data } = query;
  useEffect(() => {
    if (!data) return;
    const inbox = useInboxStore.getState();
    const counts: Record<string, number> = { ...inbox.chatUnread };
    for (const c of data) counts[c.id] = c.id === inbox.activeChat ? 0 : c.unreadMessage;
    inbox.setAllChatUnread(counts);
  }, [data]);
  return query;
}

/** Remove a conversation from the list, and delete a conversation's records. */
export function useConversationActions() {
  const client = useQueryClient();
  const patch = (fn: (list: Conversation[] | undefined) => Conversation[] | undefined) =>
    client.setQueryData<Conversation[]>(chatKeys.conversations(), fn);
  const remove = useMutation({
    mutationFn: (id: string) => removeConversation(id),
    onSuccess: (_r, id) => patch((list) => dropConversation(list, id)),
  });
  const deleteRecords = useMutation({
    mutationFn: (id: string) => deleteChatRecords(id),
    onSuccess: (_r, id) => {
      useInboxStore.getState().setChatUnread(id, 0);
      patch((list) => patchConversation(list, id, { latestMessage: '', messageType: '', unreadMessage: 0 }));
    },
  });
  return { remove, deleteRecords };
}
