import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { JobDefinition } from '../../platform/jobs';
import { deleteImageCodesExpiredBefore } from './image-code.repository';

const HOUR = 60 * 60 * 1000;

/** Deletes the sign-in's image verification codes an hour after they expired. */
export const sysConfigJobs = ({ db }: { db: Kysely<DB> }): JobDefinition[] => [
  {
    name: 'sysConfig.sweepImageCodes',
    title: { zh: '清理过期的图片验证码', zhtw: '清理過期的圖片驗證碼', en: 'Clear expired image codes' },
    defaultCron: '29 3 * * *',
    run: async () => void (await deleteImageCodesExpiredBefore(db, Date.now() - HOUR)),
  },
];
