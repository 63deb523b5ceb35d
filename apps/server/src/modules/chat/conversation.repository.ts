import { sql, type Kysely, type OnConflictBuilder } from 'kysely';
import type { ContactQuery } from '@tessera/shared';
import { containsInsensitive } from '../../db/dialect';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';

/** A new message between two users, as both conversation rows record it. */
export interface ConversationTouch {
  senderId: string;
  recipientId: string;
  latest: string;
  type: string;
  date: number;
}

/**
 * The conversation rows a batch of messages (in order) touches: one per side and pair, holding the
 * pair's last message and, on the recipient's side, how many it adds to the unread count. Sorted by
 * user and peer, so concurrent batches on several instances lock shared rows in one order.
 */
export function conversationRows(touches: readonly ConversationTouch[]) {
  const rows = new Map<string, ReturnType<typeof conversationRow>>();
  for (const t of touches)
    for (const [userId, otherUserId, unread] of [
      [t.senderId, t.recipientId, 0],
      [t.recipientId, t.senderId, 1],
    ] as const) {
      const key = `${userId}\n${otherUserId}`;
      const before = rows.get(key);
      rows.set(key, conversationRow(t, userId, otherUserId, (before?.unread_count ?? 0) + unread));
    }
  return [...rows.keys()].sort().map((key) => rows.get(key)!);
}

const conversationRow = (t: ConversationTouch, userId: string, otherUserId: string, unread: number) => ({
  id: newId(),
  user_id: userId,
  other_user_id: otherUserId,
  latest_message: t.latest,
  message_type: t.type,
  latest_date: t.date,
  unread_count: unread,
  hidden: 0,
});

/** Merge of an existing row: the batch's latest message, its unread count added, shown again. */
export const conversationConflict = (oc: OnConflictBuilder<DB, 'base_im_reply'>) =>
  oc.columns(['user_id', 'other_user_id']).doUpdateSet((eb) => ({
    latest_message: eb.ref('excluded.latest_message'),
    message_type: eb.ref('excluded.message_type'),
    latest_date: eb.ref('excluded.latest_date'),
    unread_count: sql<number>`base_im_reply.unread_count + excluded.unread_count`,
    hidden: 0,
  }));

/** Sets the unread count of one conversation row to zero. */
export async function clearUnread(db: Kysely<DB>, userId: string, otherUserId: string): Promise<void> {
  await db
    .updateTable('base_im_reply')
    .set({ unread_count: 0 })
    .where('user_id', '=', userId)
    .where('other_user_id', '=', otherUserId)
    .execute();
}

/** Hides a conversation from the user's list until a new message arrives. */
export async function hideConversation(db: Kysely<DB>, userId: string, otherUserId: string): Promise<void> {
  await db
    .updateTable('base_im_reply')
    .set({ hidden: 1 })
    .where('user_id', '=', userId)
    .where('other_user_id', '=', otherUserId)
    .execute();
}

/** Empties a conversation row after its records were deleted: no latest message, nothing unread. */
export async function emptyConversation(db: Kysely<DB>, userId: string, otherUserId: string): Promise<void> {
  await db
    .updateTable('base_im_reply')
    .set({ latest_message: '', message_type: '', unread_count: 0 })
    .where('user_id', '=', userId)
    .where('other_user_id', '=', otherUserId)
    .execute();
}

/** The user's visible conversations with the other user's name and icon, newest first. */
export function listConversations(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('base_im_reply as r')
    .innerJoin('base_user as u', 'u.id', 'r.other_user_id')
    .select([
      'r.other_user_id as id',
      'u.real_name',
      'u.account',
      'u.head_icon',
      'r.unread_count',
      'r.latest_message',
      'r.message_type',
      'r.latest_date',
    ])
    .where('r.user_id', '=', userId)
    .where('r.hidden', '=', 0)
    .where('u.deleted_at', 'is', null)
    .orderBy('r.latest_date', 'desc')
    .orderBy('r.id', 'desc')
    .limit(500)
    .execute();
}

/** Conversations with unread messages (per sender), for the socket's first frame. */
export function unreadConversations(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('base_im_reply')
    .select(['other_user_id', 'unread_count', 'latest_message', 'message_type', 'latest_date'])
    .where('user_id', '=', userId)
    .where('unread_count', '>', 0)
    .execute();
}

/** One page of enabled users other than the caller, with their organisation's name. */
export async function listContacts(db: Kysely<DB>, dialect: DialectName, userId: string, q: ContactQuery) {
  const base = db
    .selectFrom('base_user as u')
    .leftJoin('base_organize as o', 'o.id', 'u.organize_id')
    .where('u.deleted_at', 'is', null)
    .where('u.enabled_mark', '=', 1)
    .where('u.id', '!=', userId)
    .$if(Boolean(q.keyword), (qb) =>
      qb.where((eb) =>
        eb.or([
          containsInsensitive(dialect, 'u.real_name', q.keyword ?? ''),
          containsInsensitive(dialect, 'u.account', q.keyword ?? ''),
        ]),
      ),
    );
  const counted = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
  const rows = await base
    .select(['u.id', 'u.real_name', 'u.account', 'u.head_icon', 'o.full_name as department'])
    .orderBy('u.sort_code')
    .orderBy('u.account')
    .limit(q.pageSize)
    .offset((q.currentPage - 1) * q.pageSize)
    .execute();
  return { rows, total: Number(counted?.n ?? 0) };
}
