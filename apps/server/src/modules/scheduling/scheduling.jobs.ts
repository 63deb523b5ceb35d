import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { TempSheets } from '../../lib/excel-temp';
import type { JobDefinition } from '../../platform/jobs';
import { pruneRuns } from './scheduling.repository';

/** How long run history is kept. */
export const RUN_HISTORY_DAYS = 30;

/** The platform's own housekeeping: temporary spreadsheets of imports, old run history. */
export function schedulingJobs(deps: { db: Kysely<DB>; dataDir: string }): JobDefinition[] {
  const sheets = new TempSheets(path.join(deps.dataDir, 'tmp', 'excel'));
  return [
    {
      name: 'excel.sweepTempFiles',
      title: {
        zh: '清理导入的临时表格',
        zhtw: '清理匯入的暫存表格',
        en: 'Clear temporary import spreadsheets',
      },
      defaultCron: '*/30 * * * *',
      run: () => sheets.sweep(),
    },
    {
      name: 'scheduling.pruneHistory',
      title: {
        zh: `清理 ${RUN_HISTORY_DAYS} 天前的运行记录`,
        zhtw: `清理 ${RUN_HISTORY_DAYS} 天前的執行紀錄`,
        en: `Prune run history older than ${RUN_HISTORY_DAYS} days`,
      },
      defaultCron: '43 3 * * *',
      run: async () => void (await pruneRuns(deps.db, Date.now() - RUN_HISTORY_DAYS * 24 * 60 * 60 * 1000)),
    },
  ];
}
