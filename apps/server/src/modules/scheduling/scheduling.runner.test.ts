import type { Kysely } from 'kysely';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helpers/databases';
import { migrateToLatest } from '../../db/migrate';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { JobRegistry, type JobDefinition } from '../../platform/jobs';
import { JobRunner } from './scheduling.runner';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase('job runner', (ctx) => {
  let db: Kysely<DB>;
  let other: Kysely<DB>;
  const runs: string[] = [];
  let failuresLeft = 0;
  const jobs: JobDefinition[] = [
    {
      name: 'test.slow',
      title: { zh: 'test.slow', zhtw: 'test.slow', en: 'test.slow' },
      defaultCron: '* * * * *',
      // long enough for the other instance's claim to overlap this one
      run: async ({ scheduledAt }) => {
        runs.push(`slow@${scheduledAt}`);
        await sleep(30);
      },
    },
    {
      name: 'test.flaky',
      title: { zh: 'test.flaky', zhtw: 'test.flaky', en: 'test.flaky' },
      defaultCron: '* * * * *',
      run: async ({ attempt }) => {
        runs.push(`flaky#${attempt}`);
        if (failuresLeft-- > 0) throw new Error(`flaky failure ${attempt}`);
      },
    },
    {
      name: 'test.broken',
      title: { zh: 'test.broken', zhtw: 'test.broken', en: 'test.broken' },
      defaultCron: '* * * * *',
      run: async () => {
        throw new Error('the disk is full');
      },
    },
  ];
  const registry = () => jobs.reduce((r, j) => r.register(j), new JobRegistry());
  const runner = (on: Kysely<DB>, instanceId: string) =>
    new JobRunner({ db: on, jobs: registry(), instanceId, maxAttempts: 3, backoffMs: 1 });

  const addTask = async (jobName: string, nextRunAt: number | null, cron = '*/5 * * * *') => {
    const id = newId();
    await db
      .insertInto('base_schedule_task')
      .values({
        id,
        full_name: jobName,
        job_name: jobName,
        cron,
        enabled_mark: 1,
        description: null,
        next_run_at: nextRunAt,
        created_at: 0,
        created_by: null,
      })
      .execute();
    return id;
  };
  const runsOf = (taskId: string) =>
    db.selectFrom('base_schedule_run').selectAll().where('task_id', '=', taskId).execute();
  const taskRow = (id: string) =>
    db.selectFrom('base_schedule_task').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    db = ctx.database.db as unknown as Kysely<DB>;
    await migrateToLatest(db);
    // PostgreSQL: a second pool, as a second server would have. SQLite serves one instance (a
    // second handle would block the synchronous driver), so both runners share its connection.
    other = ctx.dialect === 'postgres' ? (ctx.openAnother().db as unknown as Kysely<DB>) : db;
  });
  beforeEach(async () => {
    await db.deleteFrom('base_schedule_run').execute();
    await db.deleteFrom('base_schedule_task').execute();
    runs.length = 0;
  });

  it('runs a due task exactly once when two instances tick at the same time', async () => {
    const now = Date.UTC(2026, 10, 25, 10, 0, 0);
    const a = runner(db, 'instance-a');
    const b = runner(other, 'instance-b');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await addTask('test.slow', now - 1000 * (i + 1)));
    runs.length = 0;
    await Promise.all([a.tick(now), b.tick(now), a.tick(now), b.tick(now)]);
    expect(runs).toHaveLength(5);
    for (const id of ids) {
      const rows = await runsOf(id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ outcome: 'success', attempt: 1, trigger: 'cron' });
      // the next time moved on past `now`, so another tick does not run it again
      expect(Number((await taskRow(id)).next_run_at)).toBe(Date.UTC(2026, 10, 25, 10, 5, 0));
    }
    await Promise.all([a.tick(now), b.tick(now)]);
    expect(runs).toHaveLength(5);
  });

  it('leaves a task alone until it is due, and skips paused ones', async () => {
    const now = Date.UTC(2026, 10, 25, 11, 0, 0);
    const later = await addTask('test.slow', now + 60_000);
    const paused = await addTask('test.slow', now - 60_000);
    await db.updateTable('base_schedule_task').set({ enabled_mark: 0 }).where('id', '=', paused).execute();
    await runner(db, 'a').tick(now);
    expect(await runsOf(later)).toHaveLength(0);
    expect(await runsOf(paused)).toHaveLength(0);
  });

  it('retries a failing job with backoff and records the attempt that succeeded', async () => {
    const now = Date.UTC(2026, 10, 25, 12, 0, 0);
    const id = await addTask('test.flaky', now - 1);
    failuresLeft = 2;
    runs.length = 0;
    await runner(db, 'a').tick(now);
    expect(runs).toEqual(['flaky#1', 'flaky#2', 'flaky#3']);
    const [row] = await runsOf(id);
    expect(row).toMatchObject({ outcome: 'success', attempt: 3, error_message: null });
    expect((await taskRow(id)).last_outcome).toBe('success');
  });

  it('records a failure with the last error once the attempts run out', async () => {
    const now = Date.UTC(2026, 10, 25, 13, 0, 0);
    const id = await addTask('test.broken', now - 1);
    await runner(db, 'a').tick(now);
    const [row] = await runsOf(id);
    expect(row).toMatchObject({ outcome: 'failure', attempt: 3, error_message: 'the disk is full' });
    expect(Number(row?.finished_at)).toBeGreaterThanOrEqual(Number(row?.started_at));
    expect((await taskRow(id)).last_outcome).toBe('failure');
  });

  it('records a failure for a task whose job is not registered', async () => {
    const now = Date.UTC(2026, 10, 25, 14, 0, 0);
    const id = await addTask('test.gone', now - 1);
    await runner(db, 'a').tick(now);
    const [row] = await runsOf(id);
    expect(row).toMatchObject({ outcome: 'failure', error_message: 'no job named test.gone' });
  });

  it('runs a task now once even when asked twice at the same moment', async () => {
    const id = await addTask('test.slow', null);
    const task = await taskRow(id);
    const now = Date.UTC(2026, 10, 25, 15, 0, 0);
    const a = runner(db, 'a');
    const b = runner(other, 'b');
    const [first, second] = await Promise.all([a.runNow(task, now), b.runNow(task, now)]);
    await Promise.all([a.idle(), b.idle()]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const rows = await runsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ trigger: 'manual', outcome: 'success' });
    // a manual run leaves the schedule as it was
    expect((await taskRow(id)).next_run_at).toBeNull();
  });

  it('stops between retries when the runner stops, recording the failure so far', async () => {
    const now = Date.UTC(2026, 10, 25, 16, 0, 0);
    const id = await addTask('test.broken', now - 1);
    const slow = new JobRunner({ db, jobs: registry(), instanceId: 's', maxAttempts: 5, backoffMs: 60_000 });
    const ticking = slow.tick(now);
    await sleep(50);
    await slow.stop();
    await ticking;
    const [row] = await runsOf(id);
    expect(row).toMatchObject({ outcome: 'failure', attempt: 1, error_message: 'the disk is full' });
  });
});
