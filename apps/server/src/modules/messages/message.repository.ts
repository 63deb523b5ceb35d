import type { Insertable, Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { MessageTable } from './messages.table';
import { newId } from '../../lib/ids';

/** Rows per insert when filling inboxes (well under every driver's parameter limit). */
const BATCH = 500;

/** Inserts a message row. */
export async function insertMessage(db: Kysely<DB>, row: Insertable<MessageTable>): Promise<void> {
  await db.insertInto('base_message').values(row).execute();
}

/** Updates a message that is not deleted; answers whether it existed. */
export async function updateMessage(
  db: Kysely<DB>,
  id: string,
  values: Updateable<MessageTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('base_message')
    .set(values)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A message that is not deleted. */
export async function findMessage(db: Kysely<DB>, id: string, type?: number) {
  let query = db.selectFrom('base_message').selectAll().where('id', '=', id).where('deleted_at', 'is', null);
  if (type !== undefined) query = query.where('type', '=', type);
  return query.executeTakeFirst();
}

/**
 * Puts a message in these users' inboxes. Idempotent: a user who already has a row (even one they
 * deleted from their own inbox) keeps it as it is. Answers the users who got a new row.
 */
export async function addReceivers(
  db: Kysely<DB>,
  messageId: string,
  userIds: readonly string[],
  now: number,
): Promise<string[]> {
  const existing = new Set(await receiverIds(db, messageId, true));
  const fresh = [...new Set(userIds)].filter((id) => !existing.has(id));
  for (let i = 0; i < fresh.length; i += BATCH) {
    const rows = fresh.slice(i, i + BATCH).map((userId) => ({
      id: newId(),
      message_id: messageId,
      user_id: userId,
      is_read: 0,
      read_time: null,
      created_at: now,
      deleted_at: null,
    }));
    await db
      .insertInto('base_message_receive')
      .values(rows)
      .onConflict((oc) => oc.columns(['message_id', 'user_id']).doNothing())
      .execute();
  }
  return fresh;
}

/** Takes a message out of these users' inboxes entirely (they are no longer recipients). */
export async function removeReceivers(
  db: Kysely<DB>,
  messageId: string,
  userIds: readonly string[],
): Promise<void> {
  for (let i = 0; i < userIds.length; i += BATCH) {
    await db
      .deleteFrom('base_message_receive')
      .where('message_id', '=', messageId)
      .where('user_id', 'in', userIds.slice(i, i + BATCH))
      .execute();
  }
}

/** Users holding a row for the message; with `includeHidden`, also those who deleted it themselves. */
export async function receiverIds(
  db: Kysely<DB>,
  messageId: string,
  includeHidden = false,
): Promise<string[]> {
  let query = db.selectFrom('base_message_receive').select('user_id').where('message_id', '=', messageId);
  if (!includeHidden) query = query.where('deleted_at', 'is', null);
  return (await query.execute()).map((r) => r.user_id);
}

/** A user's real name ('' when there is none). */
export async function userRealName(db: Kysely<DB>, userId: string): Promise<string> {
  const row = await db
    .selectFrom('base_user')
    .select('real_name')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.real_name ?? '';
}
