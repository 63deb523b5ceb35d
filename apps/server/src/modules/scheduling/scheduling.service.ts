import type {
  Language,
  Paged,
  PageQuery,
  ScheduleJob,
  ScheduleOutcome,
  ScheduleRunItem,
  ScheduleTaskBody,
  ScheduleTaskItem,
  ScheduleTaskListQuery,
  ScheduleTrigger,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertCron, nextRuns } from './cron';
import type { JobRegistry } from '../../platform/jobs';
import {
  deleteTask,
  findTask,
  insertTask,
  jobsWithTasks,
  listRuns,
  listTasks,
  updateTask,
  type RunRow,
  type TaskRow,
} from './scheduling.repository';
import type { JobRunner } from './scheduling.runner';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const toTask = (r: TaskRow, fullName: string): ScheduleTaskItem => ({
  id: r.id,
  fullName,
  jobName: r.job_name,
  cron: r.cron,
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  nextRunTime: num(r.next_run_at),
  lastRunTime: num(r.last_run_at),
  lastOutcome: r.last_outcome as ScheduleOutcome | null,
  creatorTime: Number(r.created_at),
  lastModifyTime: num(r.updated_at),
});

/** A run row as the API answers it. */
export const toRun = (r: RunRow): ScheduleRunItem => ({
  id: r.id,
  taskId: r.task_id,
  trigger: r.trigger as ScheduleTrigger,
  scheduledTime: Number(r.scheduled_at),
  startTime: Number(r.started_at),
  endTime: num(r.finished_at),
  durationMs: num(r.duration_ms),
  outcome: r.outcome as ScheduleOutcome,
  errorMessage: r.error_message,
  attempt: Number(r.attempt),
  instanceId: r.instance_id,
});

/** Scheduled tasks: administration, run now, history, and the default task of each job. */
export class SchedulingService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly jobs: JobRegistry,
    /** Runs "run now" requests (the same runner the server starts). */
    readonly runner: JobRunner,
  ) {}

  /** One page of tasks. */
  async list(query: ScheduleTaskListQuery, lang: Language): Promise<Paged<ScheduleTaskItem>> {
    const { total, rows } = await listTasks(this.db, this.dialect, query);
    const { currentPage, pageSize } = query;
    return { list: rows.map((r) => this.toTask(r, lang)), pagination: { currentPage, pageSize, total } };
  }

  /** The registered jobs, titled in the caller's language. */
  jobList(lang: Language): { list: ScheduleJob[] } {
    const list = this.jobs
      .list()
      .map((j) => ({ name: j.name, title: j.title[lang], defaultCron: j.defaultCron }));
    return { list };
  }

  /** The next five times of an expression (a 400 when it is bad). */
  preview(cron: string, now = Date.now()): { nextRuns: number[] } {
    assertCron(cron, now);
    return { nextRuns: nextRuns(cron, 5, now) };
  }

  /** One task. */
  async info(id: string, lang: Language): Promise<ScheduleTaskItem> {
    return this.toTask(await this.task(id), lang);
  }

  /** Creates a task; answers its id. */
  async create(body: ScheduleTaskBody, userId: string | null, now = Date.now()): Promise<{ id: string }> {
    const next = this.check(body, now);
    const id = newId();
    await insertTask(this.db, {
      id,
      full_name: body.fullName,
      job_name: body.jobName,
      cron: body.cron,
      enabled_mark: body.enabledMark,
      description: body.description ?? null,
      next_run_at: body.enabledMark === 1 ? next : null,
      created_at: now,
      created_by: userId,
    });
    return { id };
  }

  /** Updates a task; its next time follows the (new) cron. */
  async update(id: string, body: ScheduleTaskBody, userId: string, now = Date.now()): Promise<void> {
    const next = this.check(body, now);
    const values = {
      full_name: body.fullName,
      job_name: body.jobName,
      cron: body.cron,
      enabled_mark: body.enabledMark,
      description: body.description ?? null,
      next_run_at: body.enabledMark === 1 ? next : null,
    };
    if (!(await updateTask(this.db, id, values, userId, now))) throw notFound();
  }

  /** Deletes a task and its history. */
  async remove(id: string): Promise<void> {
    const existed = await this.db.transaction().execute((trx) => deleteTask(trx, id));
    if (!existed) throw notFound();
  }

  /** Schedules a paused task again from now on. */
  async enable(id: string, userId: string, now = Date.now()): Promise<void> {
    const task = await this.task(id);
    const next = assertCron(task.cron, now);
    await updateTask(this.db, id, { enabled_mark: 1, next_run_at: next }, userId, now);
  }

  /** Pauses a task (a run in progress finishes). */
  async stop(id: string, userId: string, now = Date.now()): Promise<void> {
    await this.task(id);
    await updateTask(this.db, id, { enabled_mark: 0, next_run_at: null }, userId, now);
  }

  /** Starts a run now; answers it (outcome `running`); a 400 while the task is already running. */
  async run(id: string): Promise<ScheduleRunItem> {
    const task = await this.task(id);
    if (!this.jobs.get(task.job_name)) throw badRequest('scheduleJobUnknown', { job: task.job_name });
    const run = await this.runner.runNow(task);
    if (!run) throw badRequest('scheduleRunBusy');
    return toRun(run);
  }

  /** One page of a task's runs, newest first. */
  async log(id: string, query: PageQuery): Promise<Paged<ScheduleRunItem>> {
    await this.task(id);
    const { total, rows } = await listRuns(this.db, id, query);
    const { currentPage, pageSize } = query;
    return { list: rows.map(toRun), pagination: { currentPage, pageSize, total } };
  }

  /** Makes a task, on its default cron, for each registered job that has none (server start). */
  async ensureDefaultTasks(now = Date.now()): Promise<void> {
    const present = await jobsWithTasks(this.db);
    for (const job of this.jobs.list()) {
      if (present.has(job.name)) continue;
      const body = { fullName: job.name, jobName: job.name, cron: job.defaultCron, enabledMark: 1 as const };
      await this.create(body, null, now);
    }
  }

  /**
   * A task as the API answers it. The task the server made for a job is named by the job's key
   * until someone renames it: it then shows the job's title in the caller's language.
   */
  private toTask(r: TaskRow, lang: Language): ScheduleTaskItem {
    const title = r.full_name === r.job_name ? this.jobs.get(r.job_name)?.title[lang] : undefined;
    return toTask(r, title ?? r.full_name);
  }

  private check(body: ScheduleTaskBody, now: number): number {
    if (!this.jobs.get(body.jobName)) throw badRequest('scheduleJobUnknown', { job: body.jobName });
    return assertCron(body.cron, now);
  }

  private async task(id: string): Promise<TaskRow> {
    const task = await findTask(this.db, id);
    if (!task) throw notFound();
    return task;
  }
}
