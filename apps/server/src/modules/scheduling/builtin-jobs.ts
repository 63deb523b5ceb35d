import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { TempSheets } from '../../lib/excel-temp';
import { sweepExpiredSignIns } from './builtin-jobs.repository';
import type { JobDefinition } from './jobs';
import { pruneRuns } from './scheduling.repository';

/** How long run history is kept. */
export const RUN_HISTORY_DAYS = 30;

/** The jobs the platform ships: sign-in leftovers, temporary spreadsheets, old run history. */
export function builtInJobs(deps: { db: Kysely<DB>; dataDir: string }): JobDefinition[] {
  const sheets = new TempSheets(path.join(deps.dataDir, 'tmp', 'excel'));
  return [
    {
      name: 'auth.sweepExpiredSessions',
      defaultCron: '17 3 * * *',
      run: async () => void (await sweepExpiredSignIns(deps.db, Date.now())),
    },
    {
      name: 'excel.sweepTempFiles',
      defaultCron: '*/30 * * * *',
      run: () => sheets.sweep(),
    },
    {
      name: 'scheduling.pruneHistory',
      defaultCron: '43 3 * * *',
      run: async () => void (await pruneRuns(deps.db, Date.now() - RUN_HISTORY_DAYS * 24 * 60 * 60 * 1000)),
    },
  ];
}
