import multipart from '@fastify/multipart';
import { billRuleRoutes as routes } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../lib/errors';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { BillRuleService } from './bill-rule.service';

/** An import file of up to 500 rules. */
const IMPORT_LIMIT = 1024 * 1024;

/** Numbering rules (menu system.billRule), the template selector and `BillNumber/{code}`. */
export async function billRuleRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ billRule: BillRuleService }>,
): Promise<void> {
  const { billRule } = services;
  await app.register(multipart, {
    limits: { files: 1, fileSize: IMPORT_LIMIT, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50 },
  });

  addRoute(app, routes.list, async (request) => ok(await billRule.list(request.query), request.lang));
  addRoute(app, routes.selector, async (request) => ok(await billRule.selector(request.query), request.lang));
  addRoute(app, routes.billNumber, async (request) =>
    ok(await billRule.billNumber(request.params.code), request.lang),
  );
  addRoute(app, routes.import, async (request) => {
    const part = await request.file().catch(() => undefined);
    if (!part) throw badRequest('billImportFileMissing');
    const bytes = await part.toBuffer().catch(() => {
      throw badRequest('billImportInvalid');
    });
    return ok(await billRule.importFile(bytes.toString('utf8'), requireUser(request).userId), request.lang);
  });
  addRoute(app, routes.create, async (request) =>
    ok(await billRule.create(request.body, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.info, async (request) => ok(await billRule.info(request.params.id), request.lang));
  addRoute(app, routes.update, async (request) => {
    await billRule.update(request.params.id, request.body, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.toggleState, async (request) =>
    ok(await billRule.toggleState(request.params.id, requireUser(request).userId), request.lang),
  );
  addRoute(app, routes.remove, async (request) => {
    await billRule.remove(request.params.id, requireUser(request).userId);
    return ok(null, request.lang);
  });
  addRoute(app, routes.export, async (request) =>
    ok(await billRule.exportFile(request.params.id), request.lang),
  );
}
