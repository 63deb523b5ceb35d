import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';
import type { ScheduleRunTable, ScheduleTaskTable } from './scheduling.table';

/** A stored task. */
export type TaskRow = Selectable<ScheduleTaskTable>;
/** A stored run. */
export type RunRow = Selectable<ScheduleRunTable>;

/** Writable fields of a task. */
export type TaskValues = Pick<
  ScheduleTaskTable,
  'full_name' | 'job_name' | 'cron' | 'enabled_mark' | 'description' | 'next_run_at'
>;

const page = (currentPage: number, pageSize: number) => ({
  offset: (currentPage - 1) * pageSize,
  limit: pageSize,
});

function tasksMatching(db: Kysely<DB>, dialect: DialectName, keyword?: string) {
  let query = db.selectFrom('base_schedule_task');
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'full_name', keyword),
        containsInsensitive(dialect, 'job_name', keyword),
        containsInsensitive(dialect, 'description', keyword),
      ]),
    );
  return query;
}

/** Total and one page of tasks whose name, job or description contains the keyword. */
export async function listTasks(
  db: Kysely<DB>,
  dialect: DialectName,
  query: { keyword?: string; currentPage: number; pageSize: number },
): Promise<{ total: number; rows: TaskRow[] }> {
  const { offset, limit } = page(query.currentPage, query.pageSize);
  const [count, rows] = await Promise.all([
    tasksMatching(db, dialect, query.keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    tasksMatching(db, dialect, query.keyword)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .offset(offset)
      .limit(limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** One task by id. */
export function findTask(db: Kysely<DB>, id: string): Promise<TaskRow | undefined> {
  return db.selectFrom('base_schedule_task').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Job names that already have a task. */
export async function jobsWithTasks(db: Kysely<DB>): Promise<Set<string>> {
  const rows = await db.selectFrom('base_schedule_task').select('job_name').distinct().execute();
  return new Set(rows.map((r) => r.job_name));
}

/** Inserts a task. */
export async function insertTask(db: Kysely<DB>, row: Insertable<ScheduleTaskTable>): Promise<void> {
  await db.insertInto('base_schedule_task').values(row).execute();
}

/** Updates a task's fields; answers whether it exists. */
export async function updateTask(
  db: Kysely<DB>,
  id: string,
  values: Partial<TaskValues>,
  userId: string,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('base_schedule_task')
    .set({ ...values, updated_at: now, updated_by: userId })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a task and its history (call inside a transaction); answers whether it existed. */
export async function deleteTask(trx: Transaction<DB>, id: string): Promise<boolean> {
  await trx.deleteFrom('base_schedule_run').where('task_id', '=', id).execute();
  const result = await trx.deleteFrom('base_schedule_task').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Enabled tasks whose next run is due at `now`. */
export function dueTasks(db: Kysely<DB>, now: number, limit = 100): Promise<TaskRow[]> {
  return db
    .selectFrom('base_schedule_task')
    .selectAll()
    .where('enabled_mark', '=', 1)
    .where('next_run_at', 'is not', null)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit)
    .execute();
}

/**
 * Claims the run of a task due at `scheduledAt` by inserting its run row; the unique index on
 * (task_id, scheduled_at) lets exactly one instance succeed. For a cron run the task's next time
 * moves on too (only while it still says `scheduledAt`); call inside a transaction so both land
 * together. Answers whether this caller won the claim.
 */
export async function claimRun(
  trx: Transaction<DB>,
  run: Insertable<ScheduleRunTable>,
  nextRunAt: number | null | undefined,
): Promise<boolean> {
  const inserted = await trx
    .insertInto('base_schedule_run')
    .values(run)
    .onConflict((oc) => oc.columns(['task_id', 'scheduled_at']).doNothing())
    .executeTakeFirst();
  if (!Number(inserted.numInsertedOrUpdatedRows ?? 0)) return false;
  const moved = {
    last_run_at: run.started_at,
    last_outcome: 'running',
    ...(nextRunAt === undefined ? {} : { next_run_at: nextRunAt }),
  };
  let update = trx.updateTable('base_schedule_task').set(moved).where('id', '=', run.task_id);
  if (nextRunAt !== undefined) update = update.where('next_run_at', '=', run.scheduled_at);
  await update.execute();
  return true;
}

/** Records how a run ended, on the run and on its task (call inside a transaction). */
export async function finishRun(
  trx: Transaction<DB>,
  run: { id: string; taskId: string },
  result: Pick<ScheduleRunTable, 'finished_at' | 'duration_ms' | 'outcome' | 'error_message' | 'attempt'>,
): Promise<void> {
  await trx.updateTable('base_schedule_run').set(result).where('id', '=', run.id).execute();
  await trx
    .updateTable('base_schedule_task')
    .set({ last_outcome: result.outcome })
    .where('id', '=', run.taskId)
    .execute();
}

/** Notes the attempt a run is on (so a crash mid-retry still shows how far it got). */
export async function markAttempt(db: Kysely<DB>, runId: string, attempt: number): Promise<void> {
  await db.updateTable('base_schedule_run').set({ attempt }).where('id', '=', runId).execute();
}

/** One run by id. */
export function findRun(db: Kysely<DB>, id: string): Promise<RunRow | undefined> {
  return db.selectFrom('base_schedule_run').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Total and one page of a task's runs, newest first. */
export async function listRuns(
  db: Kysely<DB>,
  taskId: string,
  query: { currentPage: number; pageSize: number },
): Promise<{ total: number; rows: RunRow[] }> {
  const { offset, limit } = page(query.currentPage, query.pageSize);
  const base = db.selectFrom('base_schedule_run').where('task_id', '=', taskId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('started_at', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
  ]);
  return { total: Number(count.n), rows };
}

/** Deletes finished runs that started before `before`; answers how many. */
export async function pruneRuns(db: Kysely<DB>, before: number): Promise<number> {
  const result = await db
    .deleteFrom('base_schedule_run')
    .where('started_at', '<', before)
    .where('outcome', '<>', 'running')
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
