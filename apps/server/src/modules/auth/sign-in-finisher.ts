import type { LoginResult, ServerMessageKey } from '@tessera/shared';
import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { UserTable } from '../user-admin/user-admin.table';
import { badRequest, type AppError } from '../../lib/errors';
import { themeOf, type CurrentUserService } from './current-user.service';
import type { ClientMeta } from './client-meta';
import type { SessionService } from './session.service';
import { findLiveUserById, updateUser } from './user.repository';
import { SysLogType, type SystemLogService } from '../system-log/system-log.service';

/** How a user signed in, recorded in the audit log. */
export type SignInMode = 'password' | 'scan' | 'sms';

const SUCCESS_MESSAGE: Record<SignInMode, ServerMessageKey> = {
  password: 'loginSuccess',
  scan: 'loginSuccessScan',
  sms: 'loginSuccessSms',
};

/** Dependencies of {@link SignInFinisher}. */
export interface FinisherDeps {
  db: Kysely<DB>;
  sessions: SessionService;
  currentUser: CurrentUserService;
  log: SystemLogService;
}

type UserRow = Selectable<UserTable>;

/** The account rules every sign-in mode shares (disabled, locked, no menus) and the session opening. */
export class SignInFinisher {
  constructor(private readonly deps: FinisherDeps) {}

  /** The live (not deleted) user a sign-in mode has identified, or undefined. */
  findUser(userId: string): Promise<UserRow | undefined> {
    return findLiveUserById(this.deps.db, userId);
  }

  /** Logs a refused sign-in and answers the error to throw. */
  async refuse(
    key: ServerMessageKey,
    mode: SignInMode,
    meta: ClientMeta,
    who: { userId?: string; userName: string },
    params?: Record<string, number>,
  ): Promise<AppError> {
    await this.deps.log.write({
      type: SysLogType.SignInFailed,
      userId: who.userId,
      userName: who.userName,
      ip: meta.ip,
      userAgent: meta.userAgent,
      url: meta.url,
      method: meta.method,
      // a plain message key, so log views can translate it; the URL tells the mode
      message: key,
    });
    return badRequest(key, params);
  }

  /** Throws (and logs) when the account is disabled or locked now. */
  async checkStatus(user: UserRow, mode: SignInMode, meta: ClientMeta): Promise<void> {
    const who = { userId: user.id, userName: user.account };
    if (user.enabled_mark === 0) throw await this.refuse('accountDisabled', mode, meta, who);
    if (user.enabled_mark === 2) throw await this.refuse('accountLocked', mode, meta, who);
    const now = Date.now();
    const unlock = user.unlock_time === null ? null : Number(user.unlock_time);
    if (unlock !== null && unlock > now) {
      const minutes = Math.ceil((unlock - now) / 60_000);
      throw await this.refuse('accountLockedFor', mode, meta, who, { minutes });
    }
  }

  /** Throws (and logs) when the account may not sign in now: disabled, locked or without menus. */
  async check(user: UserRow, mode: SignInMode, meta: ClientMeta): Promise<void> {
    await this.checkStatus(user, mode, meta);
    if (!(await this.deps.currentUser.hasMenus(user.id, user.is_administrator === 1)))
      throw await this.refuse('noMenus', mode, meta, { userId: user.id, userName: user.account });
  }

  /** Checks the account, opens a new session and writes the sign-in log. */
  async open(user: UserRow, mode: SignInMode, meta: ClientMeta): Promise<LoginResult> {
    await this.check(user, mode, meta);
    const now = Date.now();
    await updateUser(this.deps.db, user.id, {
      log_error_count: 0,
      unlock_time: null,
      prev_log_time: user.last_log_time,
      prev_log_ip: user.last_log_ip,
      last_log_time: now,
      last_log_ip: meta.ip,
    });
    this.deps.currentUser.invalidate(user.id);
    const token = await this.deps.sessions.create(user.id, meta);
    await this.deps.log.write({
      type: SysLogType.SignIn,
      userId: user.id,
      userName: `${user.real_name}/${user.account}`,
      ip: meta.ip,
      userAgent: meta.userAgent,
      url: meta.url,
      method: meta.method,
      message: SUCCESS_MESSAGE[mode],
    });
    return { token, theme: themeOf(user.theme) };
  }
}
