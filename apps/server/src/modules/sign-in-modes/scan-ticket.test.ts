import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { call } from '../../../test/helpers/http';
import { TICKET_LIFETIME_MS } from './scan-ticket.service';

interface Status {
  status: string;
  token?: string;
  theme?: string;
}

describeEachDialect('scan-code sign-in', (ctx) => {
  afterEach(() => vi.useRealTimers());
  const newTicket = async () =>
    (
      await call<{ ticket: string; expiresAt: number }>(ctx.app, {
        method: 'GET',
        url: '/api/oauth/getTicket',
      })
    ).data;
  const status = (ticket: string) =>
    call<Status>(ctx.app, { method: 'GET', url: `/api/oauth/getTicketStatus/${ticket}` });
  const act = (ticket: string, action: string, token?: string) =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/oauth/ScanCode/${ticket}/${action}`,
      headers: token ? { authorization: token } : {},
    });

  it('hands out a random ticket living about three minutes, stored only as a hash', async () => {
    const before = Date.now();
    const { ticket, expiresAt } = await newTicket();
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(expiresAt - before).toBeGreaterThanOrEqual(TICKET_LIFETIME_MS - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(TICKET_LIFETIME_MS + 1000);
    const stored = await ctx.db.selectFrom('base_sign_in_ticket').select('ticket_hash').execute();
    expect(stored.map((r) => r.ticket_hash)).not.toContain(ticket);
    expect((await newTicket()).ticket).not.toBe(ticket);
  });

  it('goes waiting → scanned → confirmed, hands the token out once and writes a scan sign-in log', async () => {
    const mobile = await ctx.signIn('zhaoliu');
    const { ticket } = await newTicket();
    expect((await status(ticket)).data.status).toBe('waiting');
    expect((await act(ticket, 'Scanned', mobile)).code).toBe(200);
    expect((await status(ticket)).data).toEqual({ status: 'scanned' });
    expect((await act(ticket, 'Confirm', mobile)).code).toBe(200);
    const first = await status(ticket);
    expect(first.data.status).toBe('confirmed');
    expect(first.data.token).toMatch(/^Bearer [A-Za-z0-9_-]{43}$/);
    expect(first.data.token).not.toBe(mobile);
    expect(first.data.theme).toBe('classic');
    const again = await status(ticket);
    expect(again.data).toEqual({ status: 'expired' });
    const me = await call<{ userInfo: { userAccount: string } }>(ctx.app, {
      method: 'GET',
      url: '/api/oauth/CurrentUser',
      headers: { authorization: first.data.token! },
    });
    expect(me.data.userInfo.userAccount).toBe('zhaoliu');
    const log = await ctx.db
      .selectFrom('base_sys_log')
      .select(['abstracts', 'type'])
      .where('abstracts', '=', 'loginSuccessScan')
      .execute();
    expect(log.length).toBeGreaterThanOrEqual(1);
  });

  it('answers expired after the lifetime and refuses to confirm a dead ticket', async () => {
    const mobile = await ctx.signIn('zhaoliu');
    const { ticket } = await newTicket();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TICKET_LIFETIME_MS + 1000);
    expect((await status(ticket)).data.status).toBe('expired');
    const confirm = await act(ticket, 'Confirm', mobile);
    vi.useRealTimers();
    expect(confirm.code).toBe(400);
    expect(confirm.msg).toBe('二维码不存在或已失效');
  });

  it('cancel ends the ticket and a cancelled ticket cannot be confirmed', async () => {
    const mobile = await ctx.signIn('zhaoliu');
    const { ticket } = await newTicket();
    expect((await act(ticket, 'Cancel', mobile)).code).toBe(200);
    expect((await status(ticket)).data).toEqual({ status: 'cancelled' });
    expect((await act(ticket, 'Confirm', mobile)).code).toBe(400);
  });

  it('answers 404 for an unknown ticket and 401 (validation) for a malformed or huge one', async () => {
    const unknown = await status('A'.repeat(43));
    expect(unknown.code).toBe(404);
    expect(unknown.msg).toBe('二维码不存在或已失效');
    expect((await status('bad ticket!')).code).toBe(401);
    expect((await status('x'.repeat(90))).code).toBe(401);
    // a path parameter over Fastify's length limit is refused before any code runs, as an envelope
    const huge = await ctx.app.inject({
      method: 'GET',
      url: `/api/oauth/getTicketStatus/${'x'.repeat(5000)}`,
    });
    expect(huge.statusCode).toBe(200);
    expect(huge.json()).toMatchObject({ code: 400, data: null });
  });

  it('needs a signed-in user to scan, confirm or cancel', async () => {
    const { ticket } = await newTicket();
    for (const action of ['Scanned', 'Confirm', 'Cancel']) {
      expect((await act(ticket, action)).code).toBe(602);
    }
    expect((await status(ticket)).data.status).toBe('waiting');
  });

  it('refuses a ticket scanned by one user to be confirmed by another', async () => {
    const first = await ctx.signIn('zhaoliu');
    const second = await ctx.signIn('admin');
    const { ticket } = await newTicket();
    await act(ticket, 'Scanned', first);
    expect((await act(ticket, 'Confirm', second)).code).toBe(400);
    expect((await status(ticket)).data.status).toBe('scanned');
  });
});
