import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useInboxStore } from '@/stores/inbox-store';
import { messagesApi } from '../api/messages-api';
import { messageKeys } from '../api/messages-queries';

export { useInboxPages, useInboxTable } from '../api/messages-queries';

/**
 * After something was read or deleted: reloads the lists and sets the bell's badge from a fresh
 * count (a count, not a decrement, so a missed socket frame cannot leave the badge wrong).
 */
export function useInboxChanged() {
  const queryClient = useQueryClient();
  const setUnreadTotal = useInboxStore((s) => s.setUnreadTotal);
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
    const total = await messagesApi.unreadCount().catch(() => undefined);
    if (total !== undefined) setUnreadTotal(total);
  }, [queryClient, setUnreadTotal]);
}
