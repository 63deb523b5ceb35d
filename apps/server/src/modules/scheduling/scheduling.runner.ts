import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nextRun } from './cron';
import type { JobRegistry } from '../../platform/jobs';
import {
  claimRun,
  dueTasks,
  finishRun,
  markAttempt,
  type RunRow,
  type TaskRow,
} from './scheduling.repository';

/** Where the runner reports. */
export interface RunnerLog {
  info(obj: unknown, msg: string): void;
  error(obj: unknown, msg: string): void;
}

/** Options of {@link JobRunner}. */
export interface RunnerOptions {
  db: Kysely<DB>;
  jobs: JobRegistry;
  log?: RunnerLog;
  /** Names this process in the run history (default host:pid:random). */
  instanceId?: string;
  /** How often due tasks are looked for (default 5 s). */
  tickMs?: number;
  /** Attempts per run, retries included (default 3). */
  maxAttempts?: number;
  /** Wait before the first retry; doubles each retry (default 2 s). */
  backoffMs?: number;
}

const MAX_ERROR = 2000;
const quiet: RunnerLog = { info: () => undefined, error: () => undefined };

const errorText = (err: unknown) =>
  (err instanceof Error ? err.message || err.name : String(err)).slice(0, MAX_ERROR);

/**
 * Runs due tasks. Every tick reads the enabled tasks whose next time has come and claims each by
 * inserting its run row (unique per task and due time): on several instances only the one whose
 * insert wins runs it, on SQLite the same code path simply always wins. A failing run is retried
 * with exponential backoff up to `maxAttempts`, then recorded as a failure with its error.
 */
export class JobRunner {
  /** Names this process in the run history. */
  readonly instanceId: string;
  private readonly log: RunnerLog;
  private readonly tickMs: number;
  private readonly maxAttempts: number;
  private readonly backoffMs: number;
  private readonly inFlight = new Map<string, Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private abort = new AbortController();

  constructor(private readonly options: RunnerOptions) {
    this.instanceId =
      options.instanceId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.log = options.log ?? quiet;
    this.tickMs = options.tickMs ?? 5000;
    this.maxAttempts = Math.max(1, options.maxAttempts ?? 3);
    this.backoffMs = options.backoffMs ?? 2000;
  }

  /** Whether the timer is running. */
  get isStarted(): boolean {
    return this.timer !== null;
  }

  /** Starts ticking (idempotent). */
  start(): void {
    if (this.timer) return;
    this.abort = new AbortController();
    this.timer = setInterval(() => void this.safeTick(), this.tickMs);
    this.timer.unref();
    void this.safeTick();
    this.log.info({ instanceId: this.instanceId }, 'job runner started');
  }

  /** Stops ticking, aborts retries' waits and waits for the runs in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.abort.abort();
    await this.ticking;
    await this.idle();
  }

  /** Resolves once no run of this instance is in progress. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all(this.inFlight.values());
  }

  /** Claims and runs every task due at `now`; resolves once those runs have finished. */
  async tick(now = Date.now()): Promise<void> {
    const due = await dueTasks(this.options.db, now);
    const runs: Promise<void>[] = [];
    for (const task of due) {
      if (this.inFlight.has(task.id) || task.next_run_at === null) continue;
      const scheduledAt = Number(task.next_run_at);
      const claimed = await this.claim(task, 'cron', scheduledAt, now, safeNext(task.cron, now));
      if (claimed) runs.push(this.execute(task, claimed));
    }
    await Promise.all(runs);
  }

  /** Runs a task now (outside its cron); answers its run row, or null when it is already running. */
  async runNow(task: TaskRow, now = Date.now()): Promise<RunRow | null> {
    if (this.inFlight.has(task.id)) return null;
    const claimed = await this.claim(task, 'manual', now, now, undefined);
    if (!claimed) return null;
    void this.execute(task, claimed);
    return claimed;
  }

  private async safeTick(): Promise<void> {
    if (this.ticking) return;
    this.ticking = this.tick()
      .catch((err: unknown) => this.log.error({ err }, 'job runner tick failed'))
      .finally(() => {
        this.ticking = null;
      });
    await this.ticking;
  }

  private async claim(
    task: TaskRow,
    trigger: 'cron' | 'manual',
    scheduledAt: number,
    now: number,
    next: number | null | undefined,
  ): Promise<RunRow | null> {
    const run: RunRow = {
      id: newId(),
      task_id: task.id,
      trigger,
      scheduled_at: scheduledAt,
      started_at: now,
      finished_at: null,
      duration_ms: null,
      outcome: 'running',
      error_message: null,
      attempt: 1,
      instance_id: this.instanceId,
    };
    const won = await this.options.db.transaction().execute((trx) => claimRun(trx, run, next));
    return won ? run : null;
  }

  private execute(task: TaskRow, run: RunRow): Promise<void> {
    const done = this.attempts(task, run)
      .catch((err: unknown) => this.log.error({ err, task: task.id }, 'recording a job run failed'))
      .finally(() => this.inFlight.delete(task.id));
    this.inFlight.set(task.id, done);
    return done;
  }

  private async attempts(task: TaskRow, run: RunRow): Promise<void> {
    const job = this.options.jobs.get(task.job_name);
    const started = Date.now();
    let error = job ? '' : `no job named ${task.job_name}`;
    let attempt = 1;
    for (; job && attempt <= this.maxAttempts; attempt++) {
      if (attempt > 1) {
        await markAttempt(this.options.db, run.id, attempt);
        if (!(await this.wait(this.backoffMs * 2 ** (attempt - 2)))) {
          attempt--;
          break;
        }
      }
      try {
        await job.run({ scheduledAt: run.scheduled_at, attempt, signal: this.abort.signal });
        error = '';
        break;
      } catch (err) {
        error = errorText(err);
        this.log.error({ err, task: task.id, job: task.job_name, attempt }, 'job attempt failed');
      }
    }
    const finished = Date.now();
    const result = {
      finished_at: finished,
      duration_ms: finished - started,
      outcome: error ? 'failure' : 'success',
      error_message: error || null,
      attempt: Math.min(attempt, this.maxAttempts),
    };
    await this.options.db
      .transaction()
      .execute((trx) => finishRun(trx, { id: run.id, taskId: task.id }, result));
  }

  /** Waits, or answers false at once when the runner stops meanwhile. */
  private wait(ms: number): Promise<boolean> {
    const signal = this.abort.signal;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve(true);
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener('abort', onAbort, { once: true });
    });
  }
}

/** The next time after `now`; a stored expression that no longer parses pauses the task (null). */
function safeNext(cron: string, now: number): number | null {
  try {
    return nextRun(cron, now);
  } catch {
    return null;
  }
}
