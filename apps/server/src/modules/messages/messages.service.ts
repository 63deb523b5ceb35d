import {
  MessageType,
  type MessageItem,
  type MessageListQuery,
  type MessageReadInfo,
  type MessageTypeValue,
  type Paged,
  type ReadAllBody,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { PushBus } from '../../lib/push';
import {
  countInbox,
  findInInbox,
  hideFromInbox,
  listInbox,
  markRead,
  unreadByType,
  type InboxRow,
} from './inbox.repository';
import { addReceivers, insertMessage } from './message.repository';

/** Unread counts of one inbox, per kind and in total. */
export interface UnreadCounts {
  notice: number;
  flow: number;
  system: number;
  total: number;
}

/** A flow or system message to deliver at once. */
export interface DirectMessageInput {
  title: string;
  /** Flow: the encoded payload /workFlowDetail takes; system: plain text. */
  bodyText: string;
  toUserIds: readonly string[];
  /** Who caused it (null for the system itself). */
  creatorUserId: string | null;
}

const userName = (row: InboxRow) =>
  row.release_user ? `${row.release_user}/${row.release_account ?? ''}` : '';

/** The caller's inbox and delivery of flow and system messages (spec 01 sections 2.6 and 3). */
export class MessagesService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Read at each delivery: the socket module swaps the bus after the services are built. */
    private readonly push: () => PushBus,
  ) {}

  /** Unread, not deleted, released messages in the user's inbox. */
  async unreadCounts(userId: string): Promise<UnreadCounts> {
    const byType = await unreadByType(this.db, userId);
    const notice = byType.get(MessageType.Notice) ?? 0;
    const flow = byType.get(MessageType.Flow) ?? 0;
    const system = byType.get(MessageType.System) ?? 0;
    return { notice, flow, system, total: notice + flow + system };
  }

  /** One page of the caller's inbox, newest release first. */
  async list(userId: string, query: MessageListQuery): Promise<Paged<MessageItem>> {
    const filter = { keyword: query.keyword, type: query.type, isRead: query.isRead };
    const { currentPage, pageSize } = query;
    const [total, rows] = await Promise.all([
      countInbox(this.db, userId, filter),
      listInbox(this.db, userId, filter, {
        offset: (currentPage - 1) * pageSize,
        limit: pageSize,
        sort: query.sort ?? 'desc',
      }),
    ]);
    const list = rows.map((row): MessageItem => {
      const item: MessageItem = {
        id: row.id,
        title: row.title,
        type: row.type as MessageTypeValue,
        isRead: row.is_read ? '1' : '0',
        releaseUser: userName(row),
        releaseTime: Number(row.release_time ?? 0),
      };
      if (row.type === MessageType.Flow) item.bodyText = row.body_text ?? '';
      return item;
    });
    return { list, pagination: { currentPage, pageSize, total } };
  }

  /** Marks read exactly what the same filter lists; answers how many became read. */
  readAll(userId: string, filter: ReadAllBody): Promise<number> {
    return markRead(this.db, userId, filter, Date.now());
  }

  /** One message of the caller's inbox, marked read; refused when it is not theirs. */
  async readInfo(userId: string, messageId: string): Promise<MessageReadInfo> {
    const row = await findInInbox(this.db, userId, messageId);
    if (!row) throw notFound('messageNotFound');
    if (!row.is_read) await markRead(this.db, userId, { messageIds: [messageId] }, Date.now());
    return {
      id: row.id,
      title: row.title,
      type: row.type as MessageTypeValue,
      releaseUser: userName(row),
      releaseTime: Number(row.release_time ?? 0),
      bodyText: row.body_text ?? '',
      files: row.files ?? '[]',
    };
  }

  /** Removes messages from the caller's own inbox only. */
  deleteRecords(userId: string, messageIds: string[]): Promise<void> {
    return hideFromInbox(this.db, userId, messageIds, Date.now());
  }

  /** Delivers a flow message (type 2) at once and pushes it; answers its id. */
  createFlowMessage(input: DirectMessageInput): Promise<string> {
    return this.createDirect(MessageType.Flow, input);
  }

  /** Delivers a system message (type 3) at once and pushes it; answers its id. */
  createSystemMessage(input: DirectMessageInput): Promise<string> {
    return this.createDirect(MessageType.System, input);
  }

  /** Pushes the "new message" frame to users who just received a message. */
  notify(
    userIds: readonly string[],
    message: { id: string; type: MessageTypeValue; title: string; senderId: string | null },
  ): void {
    if (userIds.length === 0) return;
    this.push().toUsers(userIds, {
      method: 'messagePush',
      id: message.id,
      messageType: message.type,
      userId: message.senderId ?? '',
      toUserId: [...userIds],
      title: message.title,
      unreadNoticeCount: 1,
    });
  }

  private async createDirect(type: 2 | 3, input: DirectMessageInput): Promise<string> {
    const title = input.title.trim().slice(0, 200);
    if (!title) throw badRequest('messageTitleRequired');
    const id = newId();
    const now = Date.now();
    const to = [...new Set(input.toUserIds)];
    await this.db.transaction().execute(async (trx) => {
      await insertMessage(trx, {
        id,
        type,
        title,
        body_text: input.bodyText,
        files: '[]',
        recipients_json: JSON.stringify({ toAll: false, organizeIds: [], roleIds: [], userIds: to }),
        enabled_mark: 1,
        creator_user_id: input.creatorUserId,
        creator_time: now,
        last_modify_user_id: null,
        last_modify_time: null,
        release_user_id: input.creatorUserId,
        release_time: now,
        deleted_at: null,
        deleted_user_id: null,
      });
      await addReceivers(trx, id, to, now);
    });
    this.notify(to, { id, type, title, senderId: input.creatorUserId });
    return id;
  }
}
