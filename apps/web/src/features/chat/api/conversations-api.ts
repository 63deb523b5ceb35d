import { chatRoutes as routes } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Recent conversations, newest first (spec 01 section 7). */
export const fetchConversations = () => call(routes.conversations, {}).then((answer) => answer?.list ?? []);

/** Drops a conversation from the list (its messages stay). */
export const removeConversation = (id: string) => callMsg(routes.removeConversation, { params: { id } });

/** Deletes the chat records with a user. */
export const deleteChatRecords = (id: string) => callMsg(routes.deleteRecords, { params: { id } });
