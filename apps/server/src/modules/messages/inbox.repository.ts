import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/** Filter of the caller's inbox (the list and read-all share it). */
export interface InboxFilter {
  keyword?: string;
  type?: number;
  isRead?: '0' | '1';
}

/** One inbox row as read from the database. */
export interface InboxRow {
  id: string;
  title: string;
  type: number;
  is_read: number;
  body_text: string | null;
  files: string | null;
  release_time: number | null;
  release_user: string | null;
  release_account: string | null;
}

type InboxQuery = SelectQueryBuilder<DB, 'base_message_receive' | 'base_message', object>;

/** Released, not deleted messages in one user's inbox (their own rows only). */
function inbox(db: Kysely<DB>, userId: string, filter: InboxFilter = {}): InboxQuery {
  let query = db
    .selectFrom('base_message_receive')
    .innerJoin('base_message', 'base_message.id', 'base_message_receive.message_id')
    .where('base_message_receive.user_id', '=', userId)
    .where('base_message_receive.deleted_at', 'is', null)
    .where('base_message.deleted_at', 'is', null)
    .where('base_message.enabled_mark', '=', 1);
  const keyword = filter.keyword;
  if (keyword) query = query.where((eb) => containsText(eb.ref('base_message.title'), keyword));
  if (filter.type !== undefined) query = query.where('base_message.type', '=', filter.type);
  if (filter.isRead !== undefined)
    query = query.where('base_message_receive.is_read', '=', Number(filter.isRead));
  return query;
}

/** Case-insensitive `column LIKE %keyword%`, the keyword's wildcards matched literally (both dialects). */
export function containsText(column: Expression<unknown>, keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
  return sql<boolean>`lower(${column}) like ${pattern} escape '!'`;
}

/** Unread counts per message type in one user's inbox. */
export async function unreadByType(db: Kysely<DB>, userId: string): Promise<Map<number, number>> {
  const rows = await inbox(db, userId, { isRead: '0' })
    .select((eb) => ['base_message.type as type', eb.fn.countAll().as('n')])
    .groupBy('base_message.type')
    .execute();
  return new Map(rows.map((r) => [Number(r.type), Number(r.n)]));
}

/** Number of inbox rows matching the filter. */
export async function countInbox(db: Kysely<DB>, userId: string, filter: InboxFilter): Promise<number> {
  const row = await inbox(db, userId, filter)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** One page of the inbox, newest release first. */
export async function listInbox(
  db: Kysely<DB>,
  userId: string,
  filter: InboxFilter,
  page: { offset: number; limit: number; sort: 'asc' | 'desc' },
): Promise<InboxRow[]> {
  return selectRow(inbox(db, userId, filter))
    .orderBy('base_message.release_time', page.sort)
    .orderBy('base_message.id', page.sort)
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** One message of the caller's inbox, or undefined when it is not theirs. */
export async function findInInbox(
  db: Kysely<DB>,
  userId: string,
  messageId: string,
): Promise<InboxRow | undefined> {
  return selectRow(inbox(db, userId).where('base_message.id', '=', messageId)).executeTakeFirst();
}

function selectRow(query: InboxQuery) {
  return query.leftJoin('base_user', 'base_user.id', 'base_message.release_user_id').select([
    'base_message.id as id',
    // a notice reaches recipients as its template rendered it, when one did
    (eb) => eb.fn.coalesce('base_message.sent_title', 'base_message.title').as('title'),
    'base_message.type as type',
    'base_message_receive.is_read as is_read',
    (eb) => eb.fn.coalesce('base_message.sent_body', 'base_message.body_text').as('body_text'),
    'base_message.files as files',
    'base_message.release_time as release_time',
    'base_user.real_name as release_user',
    'base_user.account as release_account',
  ]);
}

/** Marks read the caller's unread rows whose message matches the filter; answers how many. */
export async function markRead(
  db: Kysely<DB>,
  userId: string,
  filter: InboxFilter & { messageIds?: string[] },
  now: number,
): Promise<number> {
  if (filter.isRead === '1') return 0;
  let ids = inbox(db, userId, { ...filter, isRead: '0' }).select('base_message.id');
  if (filter.messageIds) ids = ids.where('base_message.id', 'in', filter.messageIds);
  const result = await db
    .updateTable('base_message_receive')
    .set({ is_read: 1, read_time: now })
    .where('user_id', '=', userId)
    .where('is_read', '=', 0)
    .where('deleted_at', 'is', null)
    .where('message_id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Hides messages from one user's inbox (the message itself stays for everyone else). */
export async function hideFromInbox(
  db: Kysely<DB>,
  userId: string,
  messageIds: string[],
  now: number,
): Promise<void> {
  await db
    .updateTable('base_message_receive')
    .set({ deleted_at: now })
    .where('user_id', '=', userId)
    .where('message_id', 'in', messageIds)
    .where('deleted_at', 'is', null)
    .execute();
}
