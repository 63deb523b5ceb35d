import type { ModifyPasswordBody } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import type { SessionUser } from '../../plugins/types';
import type { SessionService } from '../auth/session.service';
import type { SystemLogService } from '../system-log/system-log.service';
import { OPERATION_LOG } from './profile-log.service';
import { findUser, updateUserRow } from './profile.repository';

/** Where a request came from, for the audit log. */
export interface RequestMeta {
  ip?: string;
  userAgent?: string;
  url?: string;
  method?: string;
}

/** Changes the caller's own password. */
export class PasswordService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly sessions: SessionService,
    private readonly log: SystemLogService,
  ) {}

  /**
   * Checks the old password, stores the new one and signs out every other session of the user
   * (they answer 600 next time); the caller's own session stays. Both passwords arrive as md5 hex,
   * so the plain-text rules (length, letters and digits) can only be checked by the client.
   */
  async change(user: SessionUser, body: ModifyPasswordBody, meta: RequestMeta): Promise<void> {
    const row = await findUser(this.db, user.userId);
    if (!row) throw badRequest('emptyUserInfo');
    const oldMd5 = body.oldPassword.toLowerCase();
    const newMd5 = body.password.toLowerCase();
    if (!(await verifyPassword(oldMd5, row.password_hash))) throw badRequest('oldPasswordWrong');
    if (oldMd5 === newMd5) throw badRequest('samePassword');
    const now = Date.now();
    await updateUserRow(this.db, user.userId, {
      password_hash: await hashPassword(newMd5),
      password_rehash: 0,
      password_changed_at: now,
      must_change_password: 0,
      updated_at: now,
      updated_by: user.userId,
    });
    await this.sessions.revokeAll(user.userId, 'password', user.sessionId);
    // the kept session was cached with the must-change mark: read it afresh
    this.sessions.refreshUser(user.userId);
    await this.log.write({
      type: OPERATION_LOG,
      userId: user.userId,
      userName: `${row.real_name}/${row.account}`,
      ...meta,
      message: 'passwordChanged',
    });
  }
}
