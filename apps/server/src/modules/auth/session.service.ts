import { createHash, randomBytes } from 'node:crypto';
import { ResultCode } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UserSessionTable } from './auth.table';
import { sessionError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { TtlCache } from '../../lib/ttl-cache';
import type { SessionUser } from '../../plugins/types';
import type { SystemConfigService } from '../sys-config/sys-config.service';
import { findMustChangePassword } from './user.repository';
import {
  findSessionByHash,
  insertSession,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './session.repository';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const SLIDE_EVERY_MS = 60_000;

/** sha256 hex of a raw token; only this is stored. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The raw token of an Authorization value (`Bearer x` or `x`), or null when malformed. */
export function parseAuthorization(value: string | undefined): string | null {
  if (!value) return null;
  const token = value.startsWith('Bearer ') ? value.slice(7).trim() : value.trim();
  return TOKEN_PATTERN.test(token) ? token : null;
}

/** A revocation: one session, or every session of a user but one. */
export interface SessionRevocation {
  userId: string;
  /** The one session revoked; absent when all of the user's sessions were. */
  sessionId?: string;
  /** The session kept when all others were revoked. */
  exceptSessionId?: string;
  reason: NonNullable<UserSessionTable['revoke_reason']>;
}

/** Whether a revocation covers a session. */
export const revocationCovers = (r: SessionRevocation, s: { userId: string; sessionId: string }) =>
  s.userId === r.userId && (r.sessionId ? s.sessionId === r.sessionId : s.sessionId !== r.exceptSessionId);

/** Opaque server-side sessions with a short in-process cache of live ones. */
export class SessionService {
  private readonly cache = new TtlCache<string, SessionUser>(5000);
  /** Bumped by every drop, so a session read before a revocation is never cached after it. */
  private generation = 0;
  private readonly revokeListeners: ((r: SessionRevocation) => void)[] = [];

  constructor(
    private readonly db: Kysely<DB>,
    private readonly sysConfig: SystemConfigService,
  ) {}

  /** Opens a session; with single sign-in on, the user's other sessions are revoked ('elsewhere'). */
  async create(userId: string, meta: { ip?: string; userAgent?: string }): Promise<string> {
    const settings = await this.sysConfig.get();
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    const id = newId();
    await insertSession(this.db, {
      id,
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now,
      last_active_at: now,
      expires_at: now + settings.tokenTimeoutMinutes * 60_000,
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 500) ?? null,
    });
    if (settings.singleLogin) {
      await revokeUserSessions(this.db, userId, 'elsewhere', now, id);
      this.forget({ userId, exceptSessionId: id, reason: 'elsewhere' });
    }
    return `Bearer ${token}`;
  }

  /** The caller behind an Authorization value; throws 600, 601 or 602. */
  async resolve(authorization: string | undefined): Promise<SessionUser> {
    const token = parseAuthorization(authorization);
    if (!token) throw sessionError(ResultCode.TokenInvalid);
    const now = Date.now();
    // Keyed by the token itself, so a cached session costs no hashing; revocations find entries by value.
    const cached = this.cache.get(token);
    if (cached && cached.expiresAt > now && now - cached.lastActiveAt < SLIDE_EVERY_MS) return cached;
    const tokenHash = hashToken(token);
    const generation = this.generation;
    const row = await findSessionByHash(this.db, tokenHash);
    if (!row) throw sessionError(ResultCode.TokenInvalid);
    if (row.revoked_at !== null) {
      throw sessionError(
        row.revoke_reason === 'elsewhere' ? ResultCode.SignedInElsewhere : ResultCode.SessionExpired,
      );
    }
    if (row.expires_at <= now || row.deleted_at !== null || row.enabled_mark === 0)
      throw sessionError(ResultCode.SessionExpired);
    let { expires_at: expiresAt, last_active_at: lastActiveAt } = row;
    if (now - lastActiveAt >= SLIDE_EVERY_MS) {
      const settings = await this.sysConfig.get();
      expiresAt = now + settings.tokenTimeoutMinutes * 60_000;
      lastActiveAt = now;
      await touchSession(this.db, row.id, now, expiresAt);
    }
    const user: SessionUser = {
      sessionId: row.id,
      tokenHash,
      userId: row.user_id,
      account: row.account,
      realName: row.real_name,
      isAdministrator: row.is_administrator === 1,
      expiresAt,
      lastActiveAt,
      mustChangePassword: await findMustChangePassword(this.db, row.user_id),
    };
    if (generation === this.generation) this.cache.set(token, user);
    return user;
  }

  /** Revokes one session at once on this instance (its sockets are told through the listeners). */
  async revoke(
    user: Pick<SessionUser, 'userId' | 'sessionId'>,
    reason: UserSessionTable['revoke_reason'],
  ): Promise<void> {
    await revokeSession(this.db, user.sessionId, reason, Date.now());
    this.forget({ userId: user.userId, sessionId: user.sessionId, reason: reason ?? 'logout' });
  }

  /** Revokes every session of a user (password change, admin action), optionally keeping one. */
  async revokeAll(
    userId: string,
    reason: UserSessionTable['revoke_reason'],
    exceptSessionId?: string,
  ): Promise<void> {
    await revokeUserSessions(this.db, userId, reason, Date.now(), exceptSessionId);
    this.forget({ userId, exceptSessionId, reason: reason ?? 'admin' });
  }

  /** Drops every cached session of a user, so the next request reads them afresh (password changed). */
  refreshUser(userId: string): void {
    this.generation += 1;
    this.cache.deleteWhere((s) => s.userId === userId);
  }

  /** Calls a listener after each revocation made here (the socket hub tells other instances). */
  onRevoke(listener: (r: SessionRevocation) => void): void {
    this.revokeListeners.push(listener);
  }

  /** Drops cached sessions a revocation covers; for one made on another instance, call with `remote`. */
  forget(r: SessionRevocation, remote = false): void {
    this.generation += 1;
    this.cache.deleteWhere((s) => revocationCovers(r, s));
    if (!remote) for (const listener of this.revokeListeners) listener(r);
  }
}
