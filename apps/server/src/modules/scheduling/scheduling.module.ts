import type { FastifyInstance } from 'fastify';
import { DomainEvents } from '../../platform/events';
import { defineModule, type PlatformServices } from '../../platform/module';
import { schedulingJobs } from './scheduling.jobs';
import { scheduling } from './migrations/0021-scheduling';
import { schedulingRoutes } from './scheduling.routes';
import { JobRunner } from './scheduling.runner';
import { SchedulingService } from './scheduling.service';

type Needs = Pick<PlatformServices, 'config' | 'db' | 'dialect' | 'logger' | 'jobs'>;

/**
 * Runs the jobs that modules declare (`jobs` in their descriptors, gathered in the platform's
 * registry) on cron schedules stored in a table; the domain event bus.
 */
export const schedulingModule = defineModule({
  name: 'scheduling',
  services: ({ db, dialect, logger, jobs }: Needs) => {
    const jobRunner = new JobRunner({ db, jobs, log: logger });
    return {
      jobRunner,
      scheduling: new SchedulingService(db, dialect, jobs, jobRunner),
      /** record.created/updated/deleted of runtime tables and other writes, in this process. */
      events: new DomainEvents(logger),
    };
  },
  routes: [schedulingRoutes],
  migrations: { '0021-scheduling': scheduling },
  jobs: ({ config, db }) => schedulingJobs({ db, dataDir: config.DATA_DIR }),
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
