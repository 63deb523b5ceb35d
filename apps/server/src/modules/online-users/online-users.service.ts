import {
  formatServerMessage,
  type Language,
  type OnlineUserItem,
  type OnlineUserQuery,
  type Paged,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { SessionUser } from '../../plugins/types';
import type { SessionService } from '../auth/session.service';
import { isBlockedAddress } from '../../lib/safe-http-address';
import { browserOf, systemOf } from './device';
import {
  countOnlineSessions,
  findLiveSessions,
  findOrganizes,
  listOnlineSessions,
} from './online-users.repository';

/** Who is signed in, and forced sign-out of their sessions. */
export class OnlineUsersService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly sessions: SessionService,
  ) {}

  /** One page of live sessions; the caller's own is flagged. */
  async list(query: OnlineUserQuery, caller: SessionUser, lang: Language): Promise<Paged<OnlineUserItem>> {
    const now = Date.now();
    const { currentPage, pageSize, keyword } = query;
    const limit = Math.min(pageSize, 1000);
    const [total, rows] = await Promise.all([
      countOnlineSessions(this.db, this.dialect, now, keyword),
      listOnlineSessions(this.db, this.dialect, now, keyword, { offset: (currentPage - 1) * limit, limit }),
    ]);
    const paths = await this.organizePaths(rows.map((r) => r.organize_id));
    const local = formatServerMessage('onlineLocalNetwork', lang);
    const list = rows.map((r): OnlineUserItem => ({
      id: r.id,
      userId: r.user_id,
      account: r.account,
      userName: r.real_name,
      organize: (r.organize_id && paths.get(r.organize_id)) || '',
      loginTime: Number(r.created_at),
      lastActiveTime: Number(r.last_active_at),
      loginIPAddress: r.ip ?? '',
      // No outside lookup: only a private, loopback or other non-public address is named.
      loginAddress: r.ip && isBlockedAddress(r.ip) ? local : '',
      loginBrowser: browserOf(r.user_agent),
      loginSystem: systemOf(r.user_agent),
      isCurrent: r.id === caller.sessionId,
    }));
    return { list, pagination: { currentPage, pageSize: limit, total } };
  }

  /** Full path names (`Company/Department`) of some organisations, by id. */
  private async organizePaths(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const orgs = await findOrganizes(this.db, [...new Set(ids.filter((id): id is string => !!id))]);
    const trees = new Map(orgs.map((o) => [o.id, o.organize_id_tree.split(',').filter(Boolean)]));
    const ancestors = await findOrganizes(this.db, [...new Set([...trees.values()].flat())]);
    const names = new Map(ancestors.map((a) => [a.id, a.full_name]));
    return new Map(
      [...trees].map(([id, tree]) => [
        id,
        tree
          .map((a) => names.get(a))
          .filter(Boolean)
          .join('/'),
      ]),
    );
  }

  /**
   * Signs sessions out: each is revoked ('admin': its token then answers 600) and its sockets get
   * `logout`. A user id (what the original platform's client sends) signs out all that user's
   * sessions. Ids of sessions already gone are skipped; answers how many were signed out.
   */
  async forceOut(ids: readonly string[]): Promise<number> {
    const now = Date.now();
    const live = await findLiveSessions(this.db, [...new Set(ids)], now);
    for (const s of live) await this.sessions.revoke({ userId: s.user_id, sessionId: s.id }, 'admin');
    return live.length;
  }
}
