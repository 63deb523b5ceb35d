import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { JobDefinition } from '../../platform/jobs';
import { deleteSessionsExpiredBefore } from './session.repository';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Deletes sessions a day after they expired (kept that long so "your session expired" can still be
 * told apart from "unknown token").
 */
export const authJobs = ({ db }: { db: Kysely<DB> }): JobDefinition[] => [
  {
    name: 'auth.sweepExpiredSessions',
    title: { zh: '清理过期会话', zhtw: '清理過期的登入工作階段', en: 'Clear expired sessions' },
    defaultCron: '17 3 * * *',
    run: async () => void (await deleteSessionsExpiredBefore(db, Date.now() - DAY)),
  },
];
