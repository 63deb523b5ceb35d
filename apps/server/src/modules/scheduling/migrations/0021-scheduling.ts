import { type Kysely, type Migration } from 'kysely';

// Stands alone like every migration: no application imports.
const ID = 'varchar(32)';

/**
 * Scheduled tasks (a registered job + a cron expression) and their run history. The unique index
 * on (task_id, scheduled_at) is the claim: the instance whose insert of a run row succeeds runs it,
 * so a due run never executes twice however many instances tick.
 */
export const scheduling: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_schedule_task')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('full_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('job_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('cron', 'varchar(100)', (c) => c.notNull())
      .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('description', 'varchar(500)')
      .addColumn('next_run_at', 'bigint')
      .addColumn('last_run_at', 'bigint')
      .addColumn('last_outcome', 'varchar(10)')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', ID)
      .addColumn('updated_at', 'bigint')
      .addColumn('updated_by', ID)
      .execute();
    await db.schema
      .createIndex('base_schedule_task_due')
      .on('base_schedule_task')
      .columns(['enabled_mark', 'next_run_at'])
      .execute();
    await db.schema
      .createTable('base_schedule_run')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('task_id', ID, (c) => c.notNull())
      // cron or manual
      .addColumn('trigger', 'varchar(10)', (c) => c.notNull())
      .addColumn('scheduled_at', 'bigint', (c) => c.notNull())
      .addColumn('started_at', 'bigint', (c) => c.notNull())
      .addColumn('finished_at', 'bigint')
      .addColumn('duration_ms', 'bigint')
      // running, success or failure
      .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
      .addColumn('error_message', 'varchar(2000)')
      .addColumn('attempt', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('instance_id', 'varchar(100)', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('base_schedule_run_claim')
      .on('base_schedule_run')
      .columns(['task_id', 'scheduled_at'])
      .unique()
      .execute();
    await db.schema
      .createIndex('base_schedule_run_started')
      .on('base_schedule_run')
      .column('started_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('base_schedule_run').ifExists().execute();
    await db.schema.dropTable('base_schedule_task').ifExists().execute();
  },
};
