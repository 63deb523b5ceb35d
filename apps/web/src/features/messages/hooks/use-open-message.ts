import type { MessageItem, MessageReadInfo } from '@tessera/shared';
import { MessageType } from '@tessera/shared';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { messagesApi } from '../api/messages-api';
import { flowMessagePath } from '../message-rules';
import { useInboxChanged } from './use-inbox';

/**
 * Opening a message (spec 01 section 2.6): a flow message leaves for /workFlowDetail (calling
 * `onLeave` first, e.g. to close the drawer) when it has a body; any other kind shows the detail
 * dialog. Reading it marks it read, after which the lists and the badge refresh.
 */
export function useOpenMessage(onLeave?: () => void) {
  const navigate = useNavigate();
  const inboxChanged = useInboxChanged();
  const [detail, setDetail] = useState<MessageReadInfo>();
  const [opening, setOpening] = useState<string>();

  const open = useCallback(
    async (item: MessageItem) => {
      setOpening(item.id);
      try {
        const info = await messagesApi.readInfo(item.id);
        if (item.isRead === '0') void inboxChanged();
        if (item.type !== MessageType.Flow) return setDetail(info);
        const path = flowMessagePath(info.bodyText || item.bodyText);
        if (!path) return;
        onLeave?.();
        await navigate(path);
      } catch {
        // the http client already showed the error
      } finally {
        setOpening(undefined);
      }
    },
    [inboxChanged, navigate, onLeave],
  );

  return { open, opening, detail, closeDetail: () => setDetail(undefined) };
}
