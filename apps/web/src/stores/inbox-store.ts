import { create } from 'zustand';

/** Live unread state fed by the socket (initMessage, messagePush, chat frames) and the drawers. */
export interface InboxState {
  /** Unread notices, flow and system messages: the bell's badge. */
  unreadTotal: number;
  /** Unread chat messages per sender id. */
  chatUnread: Record<string, number>;
  /** Ids of users online now. */
  online: string[];
  /** Whether the chat button blinks (a chat message arrived that the user has not looked at). */
  chatBlink: boolean;
  /** The user whose conversation is open in the chat panel (their messages are read at once). */
  activeChat: string | undefined;
  setUnreadTotal(total: number): void;
  addUnread(by: number): void;
  setChatUnread(senderId: string, count: number): void;
  setAllChatUnread(counts: Record<string, number>): void;
  setOnline(ids: string[]): void;
  setChatBlink(on: boolean): void;
  setActiveChat(userId: string | undefined): void;
  reset(): void;
}

const EMPTY = {
  unreadTotal: 0,
  chatUnread: {},
  online: [],
  chatBlink: false,
  activeChat: undefined,
};

/** The inbox store (cleared at sign-out). */
export const useInboxStore = create<InboxState>()((set) => ({
  ...EMPTY,
  setUnreadTotal: (total) => set({ unreadTotal: Math.max(0, total) }),
  addUnread: (by) => set((s) => ({ unreadTotal: Math.max(0, s.unreadTotal + by) })),
  setChatUnread: (senderId, count) =>
    set((s) => ({ chatUnread: { ...s.chatUnread, [senderId]: Math.max(0, count) } })),
  setAllChatUnread: (counts) => set({ chatUnread: counts }),
  setOnline: (ids) => set({ online: ids }),
  setChatBlink: (on) => set({ chatBlink: on }),
  setActiveChat: (userId) => set({ activeChat: userId }),
  reset: () => set(EMPTY),
}));
