import {
  type ChatFrameContent,
  type ChatMessage,
  type ClientFrame,
  type Language,
  type ServerFrame,
  type UnreadNum,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { TtlCache } from '../../lib/ttl-cache';
import type { SessionUser } from '../../plugins/types';
import type { FilesService } from '../files/files.service';
import {
  deleteOwnCopies,
  findChatUser,
  saveMessagesAtOnce,
  saveMessagesInSteps,
  listHistory,
  markMessagesRead,
  type ChatUser,
  type ImContentRow,
} from './chat.repository';
import { BatchWriter } from './batch-writer';
import { avatarUrl, checkContent, isChatType, previewText } from './chat-content';
import {
  clearUnread,
  emptyConversation,
  unreadConversations,
  type ConversationTouch,
} from './conversation.repository';

type SendFrame = Extract<ClientFrame, { method: 'SendMessage' }>;
type ListFrame = Extract<ClientFrame, { method: 'MessageList' }>;

/** The two frames a stored message produces: the echo to the sender and the delivery to the recipient. */
export interface SentMessage {
  senderId: string;
  recipientId: string;
  toSender: Extract<ServerFrame, { method: 'sendMessage' }>;
  toRecipient: Extract<ServerFrame, { method: 'receiveMessage' }>;
}

/** How often a batch is stored before its senders hear of the failure (ids taken elsewhere). */
const STORE_ATTEMPTS = 3;

/** A message waiting for its batch: its row and what it changes on both conversation rows. */
interface PendingMessage {
  row: Omit<ImContentRow, 'state'>;
  touch: ConversationTouch;
}

const toChatMessage = (r: ImContentRow): ChatMessage => ({
  id: r.id,
  sendUserId: r.send_user_id,
  receiveUserId: r.receive_user_id,
  sendTime: Number(r.send_time),
  receiveTime: r.receive_time === null ? null : Number(r.receive_time),
  content: r.content,
  contentType: isChatType(r.content_type) ? r.content_type : 'text',
  state: r.state === 1 ? 1 : 0,
});

/** Chat rules: who may talk to whom, what a message may hold, history and read state. */
export class ChatService {
  // Names and icons of chat users for half a minute: every message needs both sides'. A disabled
  // sender is stopped at once (its sessions are revoked); a disabled recipient may still be written
  // to for this long.
  private readonly users = new TtlCache<string, ChatUser | null>(30_000);
  // Messages are stored in batches (one transaction each); a sender hears back after its batch.
  private readonly writer = new BatchWriter<PendingMessage>((batch) => this.store(batch));

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly files: Pick<FilesService, 'exists'>,
  ) {}

  /** A live, enabled user (briefly cached), or null. */
  private async user(id: string): Promise<ChatUser | null> {
    const cached = this.users.get(id);
    if (cached !== undefined) return cached;
    const user = (await findChatUser(this.db, id)) ?? null;
    this.users.set(id, user);
    return user;
  }

  /** An enabled, live user other than the caller; refuses anyone else. */
  private async peer(caller: string, otherUserId: string): Promise<ChatUser> {
    if (otherUserId === caller) throw badRequest('chatSelf');
    const user = await this.user(otherUserId);
    if (!user) throw badRequest('chatUserUnavailable');
    return user;
  }

  /** Stores a message from the session's user (never from the frame) and updates both conversations. */
  async send(sender: SessionUser, frame: SendFrame): Promise<SentMessage> {
    const content = checkContent(frame.messageType, frame.messageContent);
    const recipient = await this.peer(sender.userId, frame.toUserId);
    const me = await this.user(sender.userId);
    if (!me) throw badRequest('chatUserUnavailable');
    if (content.imageName && !(await this.files.exists('IM', content.imageName)))
      throw badRequest('chatImageMissing');
    const now = Date.now();
    const type = frame.messageType;
    const row = {
      id: newId(),
      send_user_id: me.id,
      receive_user_id: recipient.id,
      content: content.stored,
      content_type: type,
      send_time: now,
      receive_time: null,
    };
    const touch = { senderId: me.id, recipientId: recipient.id, latest: content.stored, type, date: now };
    await this.writer.write({ row, touch });
    const { id } = row; // as stored (a retried batch takes new ids)
    // Live frames carry media as objects, as the original platform does; the store keeps JSON text.
    const live: ChatFrameContent =
      type === 'text' ? content.stored : (JSON.parse(content.stored) as ChatFrameContent);
    return {
      senderId: me.id,
      recipientId: recipient.id,
      toSender: {
        method: 'sendMessage',
        id,
        UserId: me.id,
        account: me.account,
        realName: me.real_name,
        headIcon: avatarUrl(me.head_icon),
        toUserId: recipient.id,
        toAccount: recipient.account,
        toRealName: recipient.real_name,
        toHeadIcon: avatarUrl(recipient.head_icon),
        toMessage: live,
        messageType: type,
        dateTime: now,
        latestDate: now,
      },
      toRecipient: {
        method: 'receiveMessage',
        id,
        formUserId: me.id,
        formMessage: live,
        messageType: type,
        dateTime: now,
        latestDate: now,
        realName: me.real_name,
        account: me.account,
        headIcon: avatarUrl(me.head_icon),
      },
    };
  }

  /** Resolves when every message sent so far is stored or refused (shutdown, tests). */
  flushed(): Promise<void> {
    return this.writer.idle();
  }

  /**
   * Stores a batch of messages and both sides' conversation rows, all or nothing. Ids are unique
   * within a process only, so another instance may have taken one in the same millisecond: the
   * batch is then stored again with new ids (the frames carry them, built after the store).
   */
  private async store(batch: PendingMessage[], attempt = 1): Promise<void> {
    const rows = batch.map((m) => m.row);
    const touches = batch.map((m) => m.touch);
    try {
      // PostgreSQL stores both in one atomic statement; SQLite (in-process) in a short transaction.
      if (this.dialect === 'postgres') await saveMessagesAtOnce(this.db, rows, touches);
      else await this.db.transaction().execute((trx) => saveMessagesInSteps(trx, rows, touches));
    } catch (error) {
      if (attempt >= STORE_ATTEMPTS || !isUniqueViolation(error)) throw error;
      for (const m of batch) m.row.id = newId();
      await this.store(batch, attempt + 1);
    }
  }

  /** One page of the caller's history with another user (keyword on text messages). */
  async history(userId: string, frame: ListFrame): Promise<Extract<ServerFrame, { method: 'messageList' }>> {
    const { currentPage, pageSize, sord, toUserId } = frame;
    const { rows, total } = await listHistory(this.db, this.dialect, {
      userId,
      otherUserId: toUserId,
      keyword: frame.keyword || undefined,
      currentPage,
      pageSize,
      sord,
    });
    return {
      method: 'messageList',
      toUserId,
      list: rows.map(toChatMessage),
      pagination: { currentPage, pageSize, total },
    };
  }

  /** Marks what `formUserId` sent the caller read and zeroes that conversation's unread count. */
  async markRead(userId: string, formUserId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await markMessagesRead(trx, userId, formUserId, Date.now());
      await clearUnread(trx, userId, formUserId);
    });
  }

  /** Unread chat messages per sender, with each conversation's latest message. */
  async unreadNums(userId: string, lang: Language): Promise<UnreadNum[]> {
    const rows = await unreadConversations(this.db, userId);
    return rows.map((r) => ({
      sendUserId: r.other_user_id,
      unreadNum: Number(r.unread_count),
      defaultMessage: previewText(r.message_type, r.latest_message, lang),
      defaultMessageType: isChatType(r.message_type) ? r.message_type : 'text',
      defaultMessageTime: Number(r.latest_date ?? 0),
    }));
  }

  /** Deletes the caller's copy of a conversation's messages; the other side keeps theirs. */
  async deleteRecords(userId: string, otherUserId: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await deleteOwnCopies(trx, userId, otherUserId);
      await emptyConversation(trx, userId, otherUserId);
    });
  }
}
