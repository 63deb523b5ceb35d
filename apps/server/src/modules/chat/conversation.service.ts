import {
  CONTACT_PAGE_SIZE,
  type Contact,
  type ContactQuery,
  type Conversation,
  type Language,
  type Paged,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { avatarUrl, isChatType, previewText } from './chat-content';
import { hideConversation, listContacts, listConversations } from './conversation.repository';

/** Most contacts one page may hold (the client asks for 20). */
const MAX_CONTACT_PAGE = 100;

/** The caller's conversation list and contact directory. */
export class ConversationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  /** The caller's visible conversations, newest first, as `{list}` (the original's unpaged shape). */
  async list(userId: string, lang: Language): Promise<{ list: Conversation[] }> {
    const rows = await listConversations(this.db, userId);
    const list = rows.map((r): Conversation => ({
      id: r.id,
      realName: r.real_name,
      account: r.account,
      headIcon: avatarUrl(r.head_icon),
      unreadMessage: Number(r.unread_count),
      latestMessage: previewText(r.message_type, r.latest_message, lang),
      messageType: isChatType(r.message_type) ? r.message_type : '',
      latestDate: r.latest_date === null ? null : Number(r.latest_date),
    }));
    return { list };
  }

  /** Drops a conversation from the caller's list (it comes back with the next message). */
  async remove(userId: string, otherUserId: string): Promise<void> {
    await hideConversation(this.db, userId, otherUserId);
  }

  /** Enabled users other than the caller, filtered by name or account. */
  async contacts(userId: string, query: ContactQuery): Promise<Paged<Contact>> {
    const pageSize = Math.min(query.pageSize || CONTACT_PAGE_SIZE, MAX_CONTACT_PAGE);
    const { rows, total } = await listContacts(this.db, this.dialect, userId, { ...query, pageSize });
    return {
      list: rows.map((r) => ({
        id: r.id,
        realName: r.real_name,
        account: r.account,
        headIcon: avatarUrl(r.head_icon),
        department: r.department ?? '',
      })),
      pagination: { currentPage: query.currentPage, pageSize, total },
    };
  }
}
