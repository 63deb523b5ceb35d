import type { Kysely, QueryCreator, Transaction } from 'kysely';
import { containsInsensitive } from '../../db/dialect';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { ImContentTable } from './chat.table';
import { conversationConflict, conversationRows, type ConversationTouch } from './conversation.repository';

/** A chat message row as stored. */
export type ImContentRow = Omit<ImContentTable, 'state' | 'send_deleted' | 'receive_deleted'> & {
  state: number;
};

/** What a chat frame shows of a user. */
export interface ChatUser {
  id: string;
  account: string;
  real_name: string;
  head_icon: string | null;
}

/** A live, enabled user someone may chat with, or undefined. */
export function findChatUser(db: Kysely<DB>, id: string): Promise<ChatUser | undefined> {
  return db
    .selectFrom('base_user')
    .select(['id', 'account', 'real_name', 'head_icon'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .executeTakeFirst();
}

/**
 * Stores a batch of messages and records them on both sides' conversation rows in one statement
 * (PostgreSQL: a data-modifying CTE, so one round trip and one commit, atomic without a transaction).
 */
export async function saveMessagesAtOnce(
  db: Kysely<DB>,
  rows: readonly Omit<ImContentRow, 'state'>[],
  touches: readonly ConversationTouch[],
): Promise<void> {
  // The CTE's name is never read, so the builder can be typed as the plain database.
  const withMessages = db.with('m', (qc) =>
    qc
      .insertInto('base_im_content')
      .values([...rows])
      .returning('id'),
  ) as unknown as QueryCreator<DB>;
  await withMessages
    .insertInto('base_im_reply')
    .values(conversationRows(touches))
    .onConflict(conversationConflict)
    .execute();
}

/** Stores a batch of messages and records them on both sides' conversation rows, in the caller's transaction. */
export async function saveMessagesInSteps(
  trx: Transaction<DB>,
  rows: readonly Omit<ImContentRow, 'state'>[],
  touches: readonly ConversationTouch[],
): Promise<void> {
  await trx
    .insertInto('base_im_content')
    .values([...rows])
    .execute();
  await trx
    .insertInto('base_im_reply')
    .values(conversationRows(touches))
    .onConflict(conversationConflict)
    .execute();
}

/** What one page of history asks for. */
export interface HistoryQuery {
  userId: string;
  otherUserId: string;
  keyword?: string;
  currentPage: number;
  pageSize: number;
  sord: 'asc' | 'desc';
}

/** One page of the messages between two users that `userId` has not deleted, and their total. */
export async function listHistory(
  db: Kysely<DB>,
  dialect: DialectName,
  q: HistoryQuery,
): Promise<{ rows: ImContentRow[]; total: number }> {
  const base = db
    .selectFrom('base_im_content')
    .where((eb) =>
      eb.or([
        eb.and([
          eb('send_user_id', '=', q.userId),
          eb('receive_user_id', '=', q.otherUserId),
          eb('send_deleted', '=', 0),
        ]),
        eb.and([
          eb('send_user_id', '=', q.otherUserId),
          eb('receive_user_id', '=', q.userId),
          eb('receive_deleted', '=', 0),
        ]),
      ]),
    )
    .$if(Boolean(q.keyword), (qb) =>
      qb.where('content_type', '=', 'text').where(containsInsensitive(dialect, 'content', q.keyword ?? '')),
    );
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select([
      'id',
      'send_user_id',
      'receive_user_id',
      'content',
      'content_type',
      'send_time',
      'receive_time',
      'state',
    ])
    .orderBy('send_time', q.sord)
    .orderBy('id', q.sord)
    .limit(q.pageSize)
    .offset((q.currentPage - 1) * q.pageSize)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Marks every unread message from `senderId` to `receiverId` read. */
export async function markMessagesRead(
  db: Kysely<DB>,
  receiverId: string,
  senderId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable('base_im_content')
    .set({ state: 1, receive_time: now })
    .where('receive_user_id', '=', receiverId)
    .where('send_user_id', '=', senderId)
    .where('state', '=', 0)
    .execute();
}

/** Deletes `userId`'s copy of every message between the two users (the other side keeps theirs). */
export async function deleteOwnCopies(db: Kysely<DB>, userId: string, otherUserId: string): Promise<void> {
  await db
    .updateTable('base_im_content')
    .set({ send_deleted: 1 })
    .where('send_user_id', '=', userId)
    .where('receive_user_id', '=', otherUserId)
    .execute();
  await db
    .updateTable('base_im_content')
    .set({ receive_deleted: 1, state: 1 })
    .where('send_user_id', '=', otherUserId)
    .where('receive_user_id', '=', userId)
    .execute();
}
