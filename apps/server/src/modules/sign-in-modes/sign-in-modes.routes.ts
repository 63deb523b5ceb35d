import { signInModeRoutes as routes } from '@tessera/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/reply';
import type { ModuleRouteOptions } from '../../platform/module';
import { addRoute } from '../../platform/route';
import { requireUser } from '../../plugins/auth';
import type { ClientMeta } from '../auth/login.service';
import type { ScanTicketService } from './scan-ticket.service';
import type { SmsCodeService } from './sms-code.service';

const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  url: request.url,
  method: request.method,
});

/**
 * Scan-code and mobile verification-code sign-in (`/api/oauth/*`).
 * - Verification codes sign in through their own `POST /api/oauth/LoginBySms` {mobile, code}
 *   (JSON or form): `Login` keeps one meaning (account + password) and its schema stays strict.
 * - A confirmed scan ticket opens the browser's session on the browser's next status poll (moved
 *   atomically to 'spent'), so no raw token is ever stored and it is handed out exactly once.
 */
export async function signInModesRoutes(
  app: FastifyInstance,
  { services }: ModuleRouteOptions<{ scanTickets: ScanTicketService; smsCodes: SmsCodeService }>,
): Promise<void> {
  const { scanTickets, smsCodes } = services;

  addRoute(app, routes.getTicket, async (request) =>
    ok(await scanTickets.create(meta(request)), request.lang),
  );
  addRoute(app, routes.ticketStatus, async (request) =>
    ok(await scanTickets.status(request.params.ticket, meta(request)), request.lang),
  );
  addRoute(app, routes.scanned, async (request) => {
    await scanTickets.scanned(request.params.ticket, requireUser(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.confirm, async (request) => {
    await scanTickets.confirm(request.params.ticket, requireUser(request), meta(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.cancel, async (request) => {
    await scanTickets.cancel(request.params.ticket, requireUser(request));
    return ok(null, request.lang);
  });
  addRoute(app, routes.smsCode, async (request) =>
    ok(await smsCodes.send(request.body.mobile, meta(request)), request.lang, 'smsCodeSent'),
  );
  addRoute(app, routes.loginBySms, async (request) =>
    ok(
      await smsCodes.login(request.body.mobile, request.body.code, meta(request)),
      request.lang,
      'loginSuccess',
    ),
  );
}
