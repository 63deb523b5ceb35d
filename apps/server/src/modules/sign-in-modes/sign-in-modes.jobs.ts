import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { JobDefinition } from '../../platform/jobs';
import { deleteTicketsBefore } from './scan-ticket.repository';
import { deleteCodesExpiredBefore } from './sms-code.repository';

const HOUR = 60 * 60 * 1000;

/** Deletes scan-code tickets and SMS codes an hour after they expired. */
export const signInModesJobs = ({ db }: { db: Kysely<DB> }): JobDefinition[] => [
  {
    name: 'signIn.sweepExpiredCodes',
    title: {
      zh: '清理过期的扫码票据和短信验证码',
      zhtw: '清理過期的掃碼票據與簡訊驗證碼',
      en: 'Clear expired scan tickets and SMS codes',
    },
    defaultCron: '23 3 * * *',
    run: async () => {
      const before = Date.now() - HOUR;
      await Promise.all([deleteTicketsBefore(db, before), deleteCodesExpiredBefore(db, before)]);
    },
  },
];
