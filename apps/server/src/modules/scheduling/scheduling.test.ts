import type { Paged, ScheduleJob, ScheduleRunItem, ScheduleTaskItem } from '@tessera/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/scheduletask';

describeEachDialect('scheduled tasks API', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let calls = 0;
  const as = <T>(options: InjectOptions) => callAs<T>(app, admin, options);
  const body = (over: object = {}) => ({
    fullName: 'Nightly report',
    jobName: 'test.report',
    cron: '0 2 * * *',
    enabledMark: 1,
    description: 'sends the report',
    ...over,
  });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    app.services.jobs.register({
      name: 'test.report',
      title: { zh: 'test.report', zhtw: 'test.report', en: 'test.report' },
      defaultCron: '0 2 * * *',
      run: async () => void calls++,
    });
  });

  it('lists the jobs every module declares, titled in the caller’s language', async () => {
    const { data } = await as<{ list: ScheduleJob[] }>({ url: `${BASE}/Jobs` });
    const names = data.list.map((j) => j.name);
    expect(names).toContain('test.report');
    // declared by the modules that own the tables they clean, not by the scheduler
    for (const name of ['auth.sweepExpiredSessions', 'signIn.sweepExpiredCodes', 'sysConfig.sweepImageCodes'])
      expect(names).toContain(name);
    const title = async (lang: string) =>
      (
        await as<{ list: ScheduleJob[] }>({ url: `${BASE}/Jobs`, headers: { 'accept-language': lang } })
      ).data.list.find((j) => j.name === 'auth.sweepExpiredSessions')?.title;
    expect(await title('en')).toBe('Clear expired sessions');
    expect(await title('zh')).toBe('清理过期会话');
    expect(await title('zh-TW')).toBe('清理過期的登入工作階段');
  });

  it('refuses a bad cron expression in the caller’s language', async () => {
    const en = await as({
      method: 'POST',
      url: BASE,
      payload: body({ cron: '61 * * * *' }),
      headers: { 'accept-language': 'en' },
    });
    expect(en.code).toBe(400);
    expect(en.msg).toContain('Invalid cron expression: 61 * * * *');
    const zh = await as({
      method: 'POST',
      url: BASE,
      payload: body({ cron: 'every day' }),
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.code).toBe(400);
    expect(zh.msg).toContain('Cron 表达式无效');
    const preview = await as({ method: 'POST', url: `${BASE}/Actions/Preview`, payload: { cron: 'x y' } });
    expect(preview.code).toBe(400);
  });

  it('refuses a job the server does not know', async () => {
    const res = await as({
      method: 'POST',
      url: BASE,
      payload: body({ jobName: 'nope' }),
      headers: { 'accept-language': 'en' },
    });
    expect([res.code, res.msg]).toEqual([400, 'There is no job named nope']);
  });

  it('previews the next runs of an expression', async () => {
    const { data } = await as<{ nextRuns: number[] }>({
      method: 'POST',
      url: `${BASE}/Actions/Preview`,
      payload: { cron: '*/15 * * * *' },
    });
    expect(data.nextRuns).toHaveLength(5);
    expect(data.nextRuns[1]! - data.nextRuns[0]!).toBe(15 * 60 * 1000);
  });

  it('creates, finds, edits, pauses, enables, runs and deletes a task', async () => {
    const created = await as<{ id: string }>({ method: 'POST', url: BASE, payload: body() });
    expect(created.code, created.msg).toBe(200);
    const id = created.data.id;
    const listed = await as<Paged<ScheduleTaskItem>>({ url: BASE, query: { keyword: 'nightly' } });
    expect(listed.data.list.map((t) => t.id)).toEqual([id]);
    const info = (await as<ScheduleTaskItem>({ url: `${BASE}/${id}` })).data;
    expect(info).toMatchObject({
      jobName: 'test.report',
      cron: '0 2 * * *',
      enabledMark: 1,
      lastOutcome: null,
    });
    expect(info.nextRunTime).toBeGreaterThan(Date.now());

    expect(
      (await as({ method: 'PUT', url: `${BASE}/${id}`, payload: body({ cron: '30 1 * * 1' }) })).code,
    ).toBe(200);
    expect((await as<ScheduleTaskItem>({ url: `${BASE}/${id}` })).data.cron).toBe('30 1 * * 1');

    expect((await as({ method: 'PUT', url: `${BASE}/${id}/Actions/Stop` })).code).toBe(200);
    const paused = (await as<ScheduleTaskItem>({ url: `${BASE}/${id}` })).data;
    expect([paused.enabledMark, paused.nextRunTime]).toEqual([0, null]);
    expect((await as({ method: 'PUT', url: `${BASE}/${id}/Actions/Enable` })).code).toBe(200);
    expect((await as<ScheduleTaskItem>({ url: `${BASE}/${id}` })).data.nextRunTime).toBeGreaterThan(
      Date.now(),
    );

    const before = calls;
    const run = await as<ScheduleRunItem>({ method: 'POST', url: `${BASE}/${id}/Actions/Run` });
    expect(run.code, run.msg).toBe(200);
    expect(run.data).toMatchObject({ taskId: id, trigger: 'manual', outcome: 'running' });
    await app.services.jobRunner.idle();
    expect(calls).toBe(before + 1);
    const log = await as<Paged<ScheduleRunItem>>({ url: `${BASE}/${id}/Log` });
    expect(log.data.pagination.total).toBe(1);
    expect(log.data.list[0]).toMatchObject({ outcome: 'success', attempt: 1, errorMessage: null });
    expect((await as<ScheduleTaskItem>({ url: `${BASE}/${id}` })).data.lastOutcome).toBe('success');

    expect((await as({ method: 'DELETE', url: `${BASE}/${id}` })).code).toBe(200);
    expect((await as({ url: `${BASE}/${id}` })).code).toBe(404);
    expect((await as({ url: `${BASE}/${id}/Log` })).code).toBe(404);
  });

  it('refuses every call of a user without the menu', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const id = (await as<{ id: string }>({ method: 'POST', url: BASE, payload: body() })).data.id;
    const refused: InjectOptions[] = [
      { url: BASE },
      { url: `${BASE}/Jobs` },
      { method: 'POST', url: BASE, payload: body() },
      { url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}`, payload: body() },
      { method: 'DELETE', url: `${BASE}/${id}` },
      { method: 'PUT', url: `${BASE}/${id}/Actions/Stop` },
      { method: 'POST', url: `${BASE}/${id}/Actions/Run` },
      { url: `${BASE}/${id}/Log` },
    ];
    for (const call of refused)
      expect((await callAs(app, zhangsan, call)).code, `${call.method ?? 'GET'} ${call.url}`).toBe(403);
    expect((await as<ScheduleTaskItem>({ url: `${BASE}/${id}` })).data.enabledMark).toBe(1);
  });

  it('makes one default task per built-in job, and only once', async () => {
    await app.services.scheduling.ensureDefaultTasks();
    await app.services.scheduling.ensureDefaultTasks();
    const { data } = await as<Paged<ScheduleTaskItem>>({
      url: BASE,
      query: { keyword: 'scheduling.pruneHistory' },
    });
    expect(data.list).toHaveLength(1);
    expect(data.list[0]).toMatchObject({ cron: '43 3 * * *', enabledMark: 1 });
    // the made task is named by its job's title in each language, until someone renames it
    const id = data.list[0]!.id;
    const named = async (lang: string) =>
      (await as<ScheduleTaskItem>({ url: `${BASE}/${id}`, headers: { 'accept-language': lang } })).data
        .fullName;
    expect(await named('en')).toBe('Prune run history older than 30 days');
    expect(await named('zh')).toBe('清理 30 天前的运行记录');
    const task = (await as<ScheduleTaskItem>({ url: `${BASE}/${id}` })).data;
    const renamed = await as({
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload: { fullName: 'History cleaner', jobName: task.jobName, cron: task.cron, enabledMark: 1 },
    });
    expect(renamed.code).toBe(200);
    expect(await named('zh')).toBe('History cleaner');
  });

  it('runs the modules’ sweep jobs against their own tables', async () => {
    const { db } = app.services;
    const old = Date.now() - 3 * 24 * 60 * 60 * 1000;
    await db
      .insertInto('base_image_code')
      .values({ id: 'sweep-old', key_hash: 'sweep-old', answer_hash: 'x', expires_at: old })
      .execute();
    await app.services.jobs.get('sysConfig.sweepImageCodes')!.run({
      scheduledAt: Date.now(),
      attempt: 1,
      signal: new AbortController().signal,
    });
    const left = await db.selectFrom('base_image_code').select('id').where('id', '=', 'sweep-old').execute();
    expect(left).toEqual([]);
  });
});
