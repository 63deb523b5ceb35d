import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SignInTicketTable } from './sign-in-modes.table';

/** Stores a new ticket. */
export async function insertTicket(db: Kysely<DB>, row: Insertable<SignInTicketTable>): Promise<void> {
  await db.insertInto('base_sign_in_ticket').values(row).execute();
}

/** A ticket by the sha256 of its value. */
export function findTicketByHash(db: Kysely<DB>, ticketHash: string) {
  return db
    .selectFrom('base_sign_in_ticket')
    .selectAll()
    .where('ticket_hash', '=', ticketHash)
    .executeTakeFirst();
}

/**
 * Moves a ticket from one of `from` to `to` unless it expired; answers whether this call did it
 * (so two instances or two polls cannot both win).
 */
export async function moveTicket(
  db: Kysely<DB>,
  id: string,
  from: string[],
  to: string,
  now: number,
  userId?: string,
): Promise<boolean> {
  const result = await db
    .updateTable('base_sign_in_ticket')
    .set({ status: to, updated_at: now, ...(userId ? { user_id: userId } : {}) })
    .where('id', '=', id)
    .where('status', 'in', from)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Drops tickets that died before `before`. */
export async function deleteTicketsBefore(db: Kysely<DB>, before: number): Promise<void> {
  await db.deleteFrom('base_sign_in_ticket').where('expires_at', '<', before).execute();
}
