import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { insertSysLog } from './system-log.repository';

/** Audit log row types. */
export const SysLogType = { SignIn: 1, SignOut: 2, SignInFailed: 3 } as const;

/** What an audit entry records; never a password or token. */
export interface SysLogEntry {
  type: number;
  userId?: string | null;
  userName?: string | null;
  ip?: string;
  userAgent?: string;
  url?: string;
  method?: string;
  message: string;
}

/** Writes audit rows to base_sys_log. */
export class SystemLogService {
  constructor(private readonly db: Kysely<DB>) {}

  /** Records one entry now. */
  async write(entry: SysLogEntry): Promise<void> {
    await insertSysLog(this.db, {
      id: newId(),
      type: entry.type,
      user_id: entry.userId ?? null,
      user_name: entry.userName ?? null,
      ip_address: entry.ip ?? null,
      user_agent: entry.userAgent?.slice(0, 500) ?? null,
      request_url: entry.url?.split('?')[0]?.slice(0, 500) ?? null,
      request_method: entry.method ?? null,
      abstracts: entry.message,
      created_at: Date.now(),
    });
  }
}
