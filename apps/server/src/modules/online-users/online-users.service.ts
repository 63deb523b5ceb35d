import type { OnlineUserItem, OnlineUserQuery, Paged } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/types';
import type { SessionService } from '../auth/session.service';
import { deviceOf } from './device';
import { countOnlineSessions, findLiveSessions, listOnlineSessions } from './online-users.repository';

/** Who is signed in, and forced sign-out of their sessions. */
export class OnlineUsersService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly sessions: SessionService,
  ) {}

  /** One page of live sessions; the caller's own is flagged. */
  async list(query: OnlineUserQuery, caller: SessionUser): Promise<Paged<OnlineUserItem>> {
    const now = Date.now();
    const { currentPage, pageSize, keyword } = query;
    const limit = Math.min(pageSize, 1000);
    const [total, rows] = await Promise.all([
      countOnlineSessions(this.db, this.dialect, now, keyword),
      listOnlineSessions(this.db, this.dialect, now, keyword, { offset: (currentPage - 1) * limit, limit }),
    ]);
    const list = rows.map((r): OnlineUserItem => ({
      id: r.id,
      userId: r.user_id,
      account: r.account,
      userName: r.real_name,
      loginTime: Number(r.created_at),
      lastActiveTime: Number(r.last_active_at),
      loginIp: r.ip,
      device: deviceOf(r.user_agent),
      isCurrent: r.id === caller.sessionId,
    }));
    return { list, pagination: { currentPage, pageSize: limit, total } };
  }

  /**
   * Signs sessions out: each is revoked ('admin': its token then answers 600) and its sockets get
   * `logout`. Ids of sessions already gone are skipped; answers how many were signed out.
   */
  async forceOut(ids: readonly string[]): Promise<number> {
    const now = Date.now();
    const live = await findLiveSessions(this.db, [...new Set(ids)], now);
    for (const s of live) await this.sessions.revoke({ userId: s.user_id, sessionId: s.id }, 'admin');
    return live.length;
  }
}
