import { scheduleTaskRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { JobRunner } from './scheduling.runner';
import type { SchedulingService } from './scheduling.service';

/** Scheduled tasks (menu system.task); the job runner stops with the app. */
export async function schedulingRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ scheduling: SchedulingService; jobRunner: JobRunner }>,
): Promise<void> {
  const { scheduling, jobRunner } = services;
  app.addHook('onClose', async () => jobRunner.stop());

  addRoute(app, routes.list, async (request) =>
    ok(await scheduling.list(request.query, request.lang), request.lang),
  );
  addRoute(app, routes.jobs, async (request) => ok(scheduling.jobList(request.lang), request.lang));
  addRoute(app, routes.preview, async (request) => ok(scheduling.preview(request.body.cron), request.lang));
  addRoute(app, routes.create, async (request) =>
    ok(await scheduling.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.info, async (request) =>
    ok(await scheduling.info(request.params.id, request.lang), request.lang),
  );
  addRoute(app, routes.update, async (request) => {
    await scheduling.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.remove, async (request) => {
    await scheduling.remove(request.params.id);
    return ok(null, request.lang);
  });
  addRoute(app, routes.enable, async (request) => {
    await scheduling.enable(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.stop, async (request) => {
    await scheduling.stop(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.run, async (request) => ok(await scheduling.run(request.params.id), request.lang));
  addRoute(app, routes.log, async (request) =>
    ok(await scheduling.log(request.params.id, request.query), request.lang),
  );
}
