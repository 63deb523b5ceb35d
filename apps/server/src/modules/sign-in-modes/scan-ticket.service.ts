import { createHash, randomBytes } from 'node:crypto';
import type { ScanTicket, TicketStatusResult } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound, tooMany } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { RateLimiter } from '../../lib/rate-limit';
import type { SessionUser } from '../../plugins/types';
import type { ClientMeta } from '../auth/login.service';
import type { SignInFinisher } from '../auth/sign-in-finisher';
import { deleteTicketsBefore, findTicketByHash, insertTicket, moveTicket } from './scan-ticket.repository';

/** How long a scan-code ticket lives. */
export const TICKET_LIFETIME_MS = 3 * 60_000;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * Scan-code sign-in: the browser holds a random ticket, a signed-in mobile client scans and
 * confirms it, and the browser's next status poll collects a new session exactly once.
 */
export class ScanTicketService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly limiter: RateLimiter,
    private readonly finisher: SignInFinisher,
  ) {}

  /** A new ticket for the login page (rate limited per address). */
  async create(meta: ClientMeta): Promise<ScanTicket> {
    const decision = await this.limiter.hit(`ticket:${meta.ip}`);
    if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
    const now = Date.now();
    await deleteTicketsBefore(this.db, now - TICKET_LIFETIME_MS);
    const ticket = randomBytes(32).toString('base64url');
    const expiresAt = now + TICKET_LIFETIME_MS;
    await insertTicket(this.db, {
      id: newId(),
      ticket_hash: hash(ticket),
      status: 'waiting',
      user_id: null,
      ip: meta.ip,
      created_at: now,
      expires_at: expiresAt,
      updated_at: null,
    });
    return { ticket, expiresAt };
  }

  private async find(ticket: string) {
    const row = await findTicketByHash(this.db, hash(ticket));
    if (!row) throw notFound('ticketNotFound');
    return { ...row, expires_at: Number(row.expires_at) };
  }

  /** The ticket's state; when confirmed, opens the browser's session and answers its token once. */
  async status(ticket: string, meta: ClientMeta): Promise<TicketStatusResult> {
    const row = await this.find(ticket);
    const now = Date.now();
    if (row.status === 'cancelled') return { status: 'cancelled' };
    if (row.status === 'spent' || row.expires_at <= now) return { status: 'expired' };
    if (row.status !== 'confirmed') return { status: row.status === 'scanned' ? 'scanned' : 'waiting' };
    if (!row.user_id || !(await moveTicket(this.db, row.id, ['confirmed'], 'spent', now)))
      return { status: 'expired' };
    const user = await this.finisher.findUser(row.user_id);
    if (!user) return { status: 'expired' };
    const result = await this.finisher.open(user, 'scan', meta);
    return { status: 'confirmed', ...result };
  }

  private async move(ticket: string, from: string[], to: string, user: SessionUser): Promise<void> {
    const row = await this.find(ticket);
    // a ticket scanned by one user cannot be confirmed or cancelled by another
    const owner = row.user_id === null || row.user_id === user.userId;
    if (!owner || !(await moveTicket(this.db, row.id, from, to, Date.now(), user.userId)))
      throw badRequest('ticketNotFound');
  }

  /** The mobile client read the QR code. */
  scanned(ticket: string, user: SessionUser): Promise<void> {
    return this.move(ticket, ['waiting', 'scanned'], 'scanned', user);
  }

  /** The mobile client's user agreed to sign the browser in (account rules checked now). */
  async confirm(ticket: string, user: SessionUser, meta: ClientMeta): Promise<void> {
    const row = await this.finisher.findUser(user.userId);
    if (!row) throw badRequest('ticketNotFound');
    await this.finisher.check(row, 'scan', meta);
    await this.move(ticket, ['waiting', 'scanned'], 'confirmed', user);
  }

  /** The mobile client's user refused. */
  cancel(ticket: string, user: SessionUser): Promise<void> {
    return this.move(ticket, ['waiting', 'scanned'], 'cancelled', user);
  }
}
