/** base_schedule_task: a registered job run on a cron expression (migration 0021). */
export interface ScheduleTaskTable {
  id: string;
  full_name: string;
  job_name: string;
  cron: string;
  /** 1 scheduled, 0 paused. */
  enabled_mark: number;
  description: string | null;
  /** Epoch ms of the next due run; null while paused. */
  next_run_at: number | null;
  last_run_at: number | null;
  /** running, success or failure. */
  last_outcome: string | null;
  created_at: number;
  created_by: string | null;
  updated_at: number | null;
  updated_by: string | null;
}

/** base_schedule_run: one run (its claim row), unique per task and due time (migration 0021). */
export interface ScheduleRunTable {
  id: string;
  task_id: string;
  /** cron or manual. */
  trigger: string;
  scheduled_at: number;
  started_at: number;
  finished_at: number | null;
  duration_ms: number | null;
  /** running, success or failure. */
  outcome: string;
  error_message: string | null;
  attempt: number;
  instance_id: string;
}

/** Tables of the scheduling module. */
export interface SchedulingTables {
  base_schedule_task: ScheduleTaskTable;
  base_schedule_run: ScheduleRunTable;
}
