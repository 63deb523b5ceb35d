import type { FastifyInstance } from 'fastify';
import { DomainEvents } from '../../platform/events';
import { defineModule, type PlatformServices } from '../../platform/module';
import { builtInJobs } from './builtin-jobs';
import { JobRegistry } from './jobs';
import { scheduling } from './migrations/0021-scheduling';
import { schedulingRoutes } from './scheduling.routes';
import { JobRunner } from './scheduling.runner';
import { SchedulingService } from './scheduling.service';

type Needs = Pick<PlatformServices, 'config' | 'db' | 'dialect' | 'logger'>;

/** Jobs registered in code run on cron schedules stored in a table; the domain event bus. */
export const schedulingModule = defineModule({
  name: 'scheduling',
  services: ({ config, db, dialect, logger }: Needs) => {
    const jobs = new JobRegistry();
    for (const job of builtInJobs({ db, dataDir: config.DATA_DIR })) jobs.register(job);
    const jobRunner = new JobRunner({ db, jobs, log: logger });
    return {
      jobs,
      jobRunner,
      scheduling: new SchedulingService(db, dialect, jobs, jobRunner),
      /** record.created/updated/deleted of runtime tables and other writes, in this process. */
      events: new DomainEvents(logger),
    };
  },
  routes: [schedulingRoutes],
  migrations: { '0021-scheduling': scheduling },
});

/**
 * Starts the job runner of a listening server (never from buildApp, so tests run no jobs unless
 * they start a runner): makes the default task of each job that has none, then ticks.
 */
export async function startJobs(app: FastifyInstance): Promise<void> {
  if (!app.services.config.JOBS_ENABLED) return;
  await app.services.scheduling.ensureDefaultTasks();
  app.services.jobRunner.start();
}
