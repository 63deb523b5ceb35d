import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config/env';
import type { DB } from '../../db/schema';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from '../../lib/rate-limit';
import { ScanTicketService } from './scan-ticket.service';
import type { SignInFinisher } from '../auth/sign-in-finisher';
import { SmsCodeService } from './sms-code.service';
import { createSmsSender, type WarnLogger } from './sms-sender';

/** Codes one mobile may be sent per hour. */
const SMS_PER_MOBILE_PER_HOUR = 10;

/** What the sign-in modes are built from. */
export interface SignInModesInput {
  config: AppConfig;
  db: Kysely<DB>;
  redis?: Redis;
  limiter: RateLimiter;
  /** The shared account checks and session opening. */
  finisher: SignInFinisher;
  logger?: WarnLogger;
}

const consoleLogger: WarnLogger = {
  warn: (obj, msg) => console.warn(JSON.stringify({ level: 40, ...obj, msg })),
};

/** Scan-code and verification-code services of one app instance. */
export function createSignInModes(input: SignInModesInput) {
  const { config, db, redis, limiter, finisher } = input;
  const mobileLimiter = redis
    ? redisRateLimiter(redis, SMS_PER_MOBILE_PER_HOUR, 3600, 'tessera:rl:mobile:')
    : memoryRateLimiter(SMS_PER_MOBILE_PER_HOUR, 3_600_000);
  const sender = createSmsSender(config.SMS_SENDER, input.logger ?? consoleLogger);
  return {
    scanTickets: new ScanTicketService(db, limiter, finisher),
    smsCodes: new SmsCodeService({ db, limiter, mobileLimiter, finisher, sender }),
  };
}
