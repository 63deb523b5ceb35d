import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  MOBILE_PATTERN,
  ResultCode,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
  type LoginResult,
  type SmsCodeResult,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, badRequest, tooMany } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { RateLimiter } from '../../lib/rate-limit';
import type { ClientMeta } from '../auth/login.service';
import type { SignInFinisher } from '../auth/sign-in-finisher';
import type { SmsSender } from './sms-sender';
import {
  countAttempt,
  findEnabledUserByMobile,
  findLatestCode,
  insertCode,
  useCode,
} from './sms-code.repository';

/** How long a verification code is valid. */
export const SMS_CODE_LIFETIME_MS = 5 * 60_000;
/** Verify attempts allowed per code. */
export const SMS_MAX_ATTEMPTS = 5;

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest();

/** Dependencies of {@link SmsCodeService}. */
export interface SmsCodeDeps {
  db: Kysely<DB>;
  /** Per address (shared with password sign-in). */
  limiter: RateLimiter;
  /** Per mobile number. */
  mobileLimiter: RateLimiter;
  finisher: SignInFinisher;
  sender: SmsSender;
}

/** Mobile verification codes: sending (no account enumeration) and signing in with one. */
export class SmsCodeService {
  /** Where codes go; replaceable (tests, another gateway). */
  sender: SmsSender;

  constructor(private readonly deps: SmsCodeDeps) {
    this.sender = deps.sender;
  }

  private async limit(limiter: RateLimiter, key: string): Promise<void> {
    const decision = await limiter.hit(key);
    if (!decision.allowed) throw tooMany(decision.retryAfterSeconds);
  }

  /** Sends a code to the mobile if an enabled user has it; answers the same either way. */
  async send(mobile: string, meta: ClientMeta): Promise<SmsCodeResult> {
    await this.limit(this.deps.limiter, `sms:${meta.ip}`);
    if (!MOBILE_PATTERN.test(mobile)) throw badRequest('invalidMobile');
    await this.limit(this.deps.mobileLimiter, `sms:${mobile}`);
    const now = Date.now();
    const last = await findLatestCode(this.deps.db, mobile);
    const wait = last ? Number(last.created_at) + SMS_RESEND_SECONDS * 1000 - now : 0;
    if (wait > 0)
      throw new AppError(ResultCode.TooManyRequests, 'smsResendWait', { seconds: Math.ceil(wait / 1000) });
    const user = await findEnabledUserByMobile(this.deps.db, mobile);
    const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
    const id = newId();
    // unknown numbers get a row too (with a code nobody knows), so resend waits look the same
    const stored = user ? code : randomBytes(16).toString('hex');
    const row = {
      id,
      mobile,
      user_id: user?.id ?? null,
      code_hash: hashCode(id, stored).toString('hex'),
      created_at: now,
      expires_at: now + SMS_CODE_LIFETIME_MS,
      used_at: null,
    };
    await this.deps.db.transaction().execute((trx) => insertCode(trx, row));
    if (user) await this.sender.send(mobile, code);
    return { resendAfter: SMS_RESEND_SECONDS };
  }

  /** Signs in with a mobile and the code sent to it. */
  async login(mobile: string, code: string, meta: ClientMeta): Promise<LoginResult> {
    await this.limit(this.deps.limiter, `login:${meta.ip}`);
    if (!MOBILE_PATTERN.test(mobile)) throw badRequest('invalidMobile');
    const { db, finisher } = this.deps;
    const row = await findLatestCode(db, mobile);
    const who = { userId: row?.user_id ?? undefined, userName: mobile };
    const refuse = () => finisher.refuse('wrongSmsCode', 'sms', meta, who);
    const now = Date.now();
    if (!row || row.user_id === null || row.used_at !== null || Number(row.expires_at) <= now)
      throw await refuse();
    if (!(await countAttempt(db, row.id, SMS_MAX_ATTEMPTS))) throw await refuse();
    const given = hashCode(row.id, /^\d{6}$/.test(code) ? code : '');
    if (!timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'))) throw await refuse();
    const user = await finisher.findUser(row.user_id);
    if (!user) throw await refuse();
    await finisher.check(user, 'sms', meta);
    if (!(await useCode(db, row.id, now))) throw await refuse();
    return finisher.open(user, 'sms', meta);
  }
}
