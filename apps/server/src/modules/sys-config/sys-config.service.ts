import type { SysConfigInfo } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import { readSysConfigRows, writeSysConfigValue } from './sys-config.repository';

/** Typed system settings with their defaults. */
export interface SysSettings {
  raw: Record<string, string>;
  info: SysConfigInfo;
  /** '1' one session per user, '2' many. */
  singleLogin: boolean;
  tokenTimeoutMinutes: number;
  passwordErrorsNumber: number;
  /** 1 lock until an admin unlocks, 2 lock for lockTime minutes. */
  lockType: 1 | 2;
  lockTimeMinutes: number;
  enableVerificationCode: boolean;
  verificationCodeNumber: number;
  lastLoginTimeSwitch: boolean;
  /** A user whose password an administrator set must change it at first sign-in (default on). */
  forceChangeInitialPassword: boolean;
}

const int = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

/** Turns the stored key/values into typed settings. */
export function toSettings(raw: Record<string, string>): SysSettings {
  const s = (k: string) => raw[k] ?? '';
  return {
    raw,
    info: {
      title: s('title'),
      sysName: s('sysName'),
      sysVersion: s('sysVersion'),
      copyright: s('copyright'),
      companyName: s('companyName'),
      companyContacts: s('companyContacts'),
      companyTelePhone: s('companyTelePhone'),
      logoIcon: s('logoIcon'),
      loginIcon: s('loginIcon'),
      navigationIcon: s('navigationIcon'),
      appIcon: s('appIcon'),
    },
    singleLogin: raw.singleLogin === '1',
    tokenTimeoutMinutes: int(raw.tokenTimeout, 1440),
    passwordErrorsNumber: int(raw.passwordErrorsNumber, 5),
    lockType: raw.lockType === '1' ? 1 : 2,
    lockTimeMinutes: int(raw.lockTime, 10),
    enableVerificationCode: raw.enableVerificationCode === '1',
    verificationCodeNumber: int(raw.verificationCodeNumber, 4),
    lastLoginTimeSwitch: raw.lastLoginTimeSwitch !== '0',
    forceChangeInitialPassword: raw.forceChangeInitialPassword !== '0',
  };
}

/** Reads system settings through a short cache (5 s). */
export class SystemConfigService {
  private readonly cache = new TtlCache<'all', SysSettings>(5000);
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly db: Kysely<DB>) {}

  /** Current settings. */
  async get(): Promise<SysSettings> {
    const hit = this.cache.get('all');
    if (hit) return hit;
    const settings = toSettings(await readSysConfigRows(this.db));
    this.cache.set('all', settings);
    return settings;
  }

  /**
   * Drops the cache (after a change made elsewhere). A local change also tells the listeners
   * (the Redis bridge, which tells the other instances); `remote` marks one heard from them.
   */
  invalidate(remote = false): void {
    this.cache.clear();
    if (!remote) for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each local invalidation. */
  onInvalidate(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Changes one setting and drops the cache. */
  async set(key: string, value: string): Promise<void> {
    await writeSysConfigValue(this.db, key, value, Date.now());
    this.invalidate();
  }

  /** Writes several settings in one transaction, then drops the caches. */
  async setMany(values: Record<string, string>): Promise<void> {
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      for (const [key, value] of Object.entries(values)) await writeSysConfigValue(trx, key, value, now);
    });
    this.invalidate();
  }
}
