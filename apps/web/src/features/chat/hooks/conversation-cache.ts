import type { ChatContentType, Conversation } from '@tessera/shared';

/** The other side of a chat (a conversation or a contact). */
export interface ChatPeer {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
}

/** A new latest message for a conversation. */
export interface LatestMessage {
  peer: ChatPeer;
  preview: string;
  messageType: ChatContentType;
  date: number;
  /** Unread count to set (undefined keeps the current one). */
  unread?: number;
}

/** Moves (or adds) the conversation to the top with its new latest message. */
export function upsertLatest(list: readonly Conversation[] | undefined, next: LatestMessage): Conversation[] {
  const rows = list ?? [];
  const found = rows.find((c) => c.id === next.peer.id);
  const base: Conversation = found ?? {
    id: next.peer.id,
    realName: next.peer.realName,
    account: next.peer.account,
    headIcon: next.peer.headIcon,
    unreadMessage: 0,
    latestMessage: '',
    messageType: '',
    latestDate: null,
  };
  const updated: Conversation = {
    ...base,
    latestMessage: next.preview,
    messageType: next.messageType,
    latestDate: next.date,
    unreadMessage: next.unread ?? base.unreadMessage,
  };
  return [updated, ...rows.filter((c) => c.id !== next.peer.id)];
}

/** Applies a change to one conversation, leaving the others. */
export function patchConversation(
  list: readonly Conversation[] | undefined,
  id: string,
  patch: Partial<Conversation>,
): Conversation[] | undefined {
  return list?.map((c) => (c.id === id ? { ...c, ...patch } : c));
}

/** Drops one conversation. */
export function dropConversation(list: readonly Conversation[] | undefined, id: string) {
  return list?.filter((c) => c.id !== id);
}
