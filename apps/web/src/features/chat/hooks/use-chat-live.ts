import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { onFrame, sendFrame } from '@/lib/socket-session';
import { useInboxStore } from '@/stores/inbox-store';
import { chatKeys } from '../api/chat-queries';
import { contentText, messagePreview } from '../chat-format';
import { upsertLatest } from './conversation-cache';

/**
 * Keeps the conversation list and the unread counters in step with the socket (spec 01 section 4):
 * a message in the open conversation is read at once; any other raises that conversation's count
 * and makes the chat button blink unless the chat drawer is open.
 */
export function useChatLive(drawerOpen: boolean): void {
  const client = useQueryClient();
  const { t } = useTranslation();
  const openRef = useRef(drawerOpen);
  openRef.current = drawerOpen;
  const tRef = useRef(t);
  tRef.current = t;

  useEffect(() => {
    // an unloaded list stays unloaded: it is fetched whole when the drawer opens
    const update = (fn: (list: Conversation[]) => Conversation[]) =>
      client.setQueryData<Conversation[]>(chatKeys.conversations(), (list) => (list ? fn(list) : list));
    const offReceive = onFrame('receiveMessage', (frame) => {
      const inbox = useInboxStore.getState();
      const isOpen = inbox.activeChat === frame.formUserId;
      const unread = isOpen ? 0 : (inbox.chatUnread[frame.formUserId] ?? 0) + 1;
      if (isOpen) sendFrame({ method: 'UpdateReadMessage', formUserId: frame.formUserId });
      else {
        inbox.setChatUnread(frame.formUserId, unread);
        if (!openRef.current) inbox.setChatBlink(true);
      }
      update((list) =>
        upsertLatest(list, {
          peer: {
            id: frame.formUserId,
            realName: frame.realName,
            account: frame.account,
            headIcon: frame.headIcon,
          },
          preview: messagePreview(frame.messageType, contentText(frame.formMessage), tRef.current),
          messageType: frame.messageType,
          date: frame.dateTime,
          unread,
        }),
      );
    });
    const offSend = onFrame('sendMessage', (frame) => {
      update((list) =>
        upsertLatest(list, {
          peer: {
            id: frame.toUserId,
            realName: frame.toRealName,
            account: frame.toAccount,
            headIcon: frame.toHeadIcon,
          },
          preview: messagePreview(frame.messageType, contentText(frame.toMessage), tRef.current),
          messageType: frame.messageType,
          date: frame.dateTime,
        }),
      );
    });
    return () => {
      offReceive();
      offSend();
    };
  }, [client]);
}
