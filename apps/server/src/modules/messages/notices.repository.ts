import { MessageType } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { containsText } from './inbox.repository';

/** Notices (not deleted) whose title contains the keyword. */
function notices(db: Kysely<DB>, keyword: string | undefined) {
  let query = db
    .selectFrom('base_message')
    .where('base_message.type', '=', MessageType.Notice)
    .where('base_message.deleted_at', 'is', null);
  if (keyword) query = query.where((eb) => containsText(eb.ref('base_message.title'), keyword));
  return query;
}

/** Number of notices matching the keyword. */
export async function countNotices(db: Kysely<DB>, keyword: string | undefined): Promise<number> {
  const row = await notices(db, keyword)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of notices, newest first, with creator and releaser names and receive counts. */
export async function listNotices(
  db: Kysely<DB>,
  keyword: string | undefined,
  offset: number,
  limit: number,
) {
  return notices(db, keyword)
    .leftJoin('base_user as creator', 'creator.id', 'base_message.creator_user_id')
    .leftJoin('base_user as releaser', 'releaser.id', 'base_message.release_user_id')
    .select((eb) => [
      'base_message.id',
      'base_message.title',
      'base_message.enabled_mark',
      'base_message.creator_time',
      'base_message.release_time',
      'base_message.last_modify_time',
      'creator.real_name as creator_name',
      'creator.account as creator_account',
      'releaser.real_name as releaser_name',
      'releaser.account as releaser_account',
      eb
        .selectFrom('base_message_receive')
        .select((sub) => sub.fn.countAll().as('n'))
        .whereRef('base_message_receive.message_id', '=', 'base_message.id')
        .as('recipient_count'),
      eb
        .selectFrom('base_message_receive')
        .select((sub) => sub.fn.countAll().as('n'))
        .whereRef('base_message_receive.message_id', '=', 'base_message.id')
        .where('base_message_receive.is_read', '=', 1)
        .as('read_count'),
    ])
    .orderBy('base_message.creator_time', 'desc')
    .orderBy('base_message.id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Soft-deletes a notice; answers whether it existed. Its inbox rows vanish with it (inboxes join live messages only). */
export async function deleteNotice(
  db: Kysely<DB>,
  id: string,
  userId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('base_message')
    .set({ deleted_at: now, deleted_user_id: userId })
    .where('id', '=', id)
    .where('type', '=', MessageType.Notice)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
