import type { LoginBody, LoginResult, ServerMessageKey, UnlockBody } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, tooMany } from '../../lib/errors';
import { DUMMY_HASH, hashPassword, isMd5Hex, unwrapLoginPassword, verifyPassword } from '../../lib/password';
import type { RateLimiter } from '../../lib/rate-limit';
import type { SessionUser } from '../../plugins/types';
import type { SystemConfigService } from '../sys-config/sys-config.service';
import { SysLogType, type SystemLogService } from '../system-log/system-log.service';
import type { SessionService } from './session.service';
import type { SignInFinisher } from './sign-in-finisher';
import {
  findLiveUserByAccount,
  findLiveUserById,
  incrementErrorCount,
  replaceSharedHash,
  updateUser,
} from './user.repository';

/** md5 of 123456, the seeded password. */
export const DEFAULT_PASSWORD_MD5 = 'e10adc3949ba59abbe56e057f20f883e';

import type { ClientMeta } from './client-meta';

export type { ClientMeta } from './client-meta';

/** Dependencies of {@link LoginService}. */
export interface LoginDeps {
  db: Kysely<DB>;
  aesKey: string;
  limiter: RateLimiter;
  sysConfig: SystemConfigService;
  sessions: SessionService;
  /** The account checks and session opening every sign-in mode shares. */
  finisher: SignInFinisher;
  log: SystemLogService;
  /** Checks the image verification code when the setting asks for one. */
  imageCodes?: { verify(key: string, answer: string): Promise<boolean> };
}

/** Sign-in, sign-out and the lock-screen password check. */
export class LoginService {
  constructor(private readonly deps: LoginDeps) {}

  /**
   * Gives a user still holding an import's shared hash their own (ADR 0009); does nothing once the
   * mark is gone (rehashed already, or the password changed meanwhile).
   */
  replaceSharedHash(userId: string, passwordHash: string): Promise<void> {
    return replaceSharedHash(this.deps.db, userId, passwordHash);
  }

  private async limit(key: string): Promise<void> {
    const decision = await this.deps.limiter.hit(key);
    if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
  }

  private async findUser(account: string) {
    const user = await findLiveUserByAccount(this.deps.db, account);
    const at = account.indexOf('@');
    // `mobile@account` signs in as the sub-account after '@' when no user has the full string.
    return user ?? (at >= 0 ? findLiveUserByAccount(this.deps.db, account.slice(at + 1)) : undefined);
  }

  /** Checks the password and opens a session; every refusal is logged. */
  async login(body: LoginBody, meta: ClientMeta): Promise<LoginResult> {
    await this.limit(`login:${meta.ip}`);
    const { db, finisher } = this.deps;
    const settings = await this.deps.sysConfig.get();
    const md5 = unwrapLoginPassword(body.password, this.deps.aesKey);
    const user = await this.findUser(body.account);
    const refuse = (key: ServerMessageKey, params?: Record<string, number>) =>
      finisher.refuse(key, 'password', meta, { userId: user?.id, userName: body.account }, params);
    if (settings.enableVerificationCode && this.deps.imageCodes) {
      const { code, timestamp } = body;
      if (!code || !timestamp) throw await refuse('verificationCodeRequired');
      if (!(await this.deps.imageCodes.verify(timestamp, code))) throw await refuse('verificationCodeWrong');
    }
    if (!user) {
      await verifyPassword(md5 ?? '', DUMMY_HASH);
      throw await refuse('wrongCredentials');
    }
    await finisher.checkStatus(user, 'password', meta);
    const now = Date.now();
    if (user.unlock_time !== null) await updateUser(db, user.id, { unlock_time: null, log_error_count: 0 });
    if (!md5 || !(await verifyPassword(md5, user.password_hash))) {
      const count = await incrementErrorCount(db, user.id);
      if (count < settings.passwordErrorsNumber) throw await refuse('wrongCredentials');
      if (settings.lockType === 1) {
        await updateUser(db, user.id, { enabled_mark: 2 });
        throw await refuse('accountLocked');
      }
      await updateUser(db, user.id, { unlock_time: now + settings.lockTimeMinutes * 60_000 });
      throw await refuse('accountLockedFor', { minutes: settings.lockTimeMinutes });
    }
    // An imported user still holding the import's shared hash gets their own salt now (ADR 0009).
    if (Number(user.password_rehash) === 1) await replaceSharedHash(db, user.id, await hashPassword(md5));
    return finisher.open(user, 'password', meta);
  }

  /** Ends the caller's session. */
  async logout(user: SessionUser, meta: ClientMeta): Promise<void> {
    await this.deps.sessions.revoke(user, 'logout');
    await this.deps.log.write({
      type: SysLogType.SignOut,
      userId: user.userId,
      userName: `${user.realName}/${user.account}`,
      ip: meta.ip,
      userAgent: meta.userAgent,
      url: meta.url,
      method: meta.method,
      message: 'logoutSuccess',
    });
  }

  /** Whether the account `admin` still has the seeded password 123456. */
  async adminHasDefaultPassword(): Promise<boolean> {
    const admin = await findLiveUserByAccount(this.deps.db, 'admin');
    return admin !== undefined && (await verifyPassword(DEFAULT_PASSWORD_MD5, admin.password_hash));
  }

  /** The lock-screen check: the caller's own account and md5 password. */
  async unlock(user: SessionUser, body: UnlockBody, meta: ClientMeta): Promise<void> {
    await this.limit(`unlock:${meta.ip}`);
    const row = await findLiveUserById(this.deps.db, user.userId);
    const sameAccount = row !== undefined && row.account === body.account;
    const good =
      isMd5Hex(body.password) && (await verifyPassword(body.password, row?.password_hash ?? DUMMY_HASH));
    if (!sameAccount || !good) throw badRequest('wrongPassword');
  }
}
