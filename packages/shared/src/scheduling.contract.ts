import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { answer, defineRoutes, idParamsSchema, menuAuth } from './route';

/** How a run ended; `running` while it is in progress. */
export const SCHEDULE_OUTCOMES = ['running', 'success', 'failure'] as const;
export type ScheduleOutcome = (typeof SCHEDULE_OUTCOMES)[number];

/** What started a run: its cron, or a user's "run now". */
export const SCHEDULE_TRIGGERS = ['cron', 'manual'] as const;
export type ScheduleTrigger = (typeof SCHEDULE_TRIGGERS)[number];

/** A cron expression: five fields (minute first) or six (seconds first); checked by the server. */
export const cronSchema = z.string().trim().min(1).max(100);

/** Body of `POST /api/scheduletask` and `PUT /{id}`. */
export const scheduleTaskBodySchema = z.object({
  /** Display name. */
  fullName: z.string().trim().min(1).max(100),
  /** Name of a job registered by the server (see `GET /api/scheduletask/Jobs`). */
  jobName: z.string().trim().min(1).max(100),
  /** When it runs (server time zone). */
  cron: cronSchema,
  /** 1 scheduled, 0 paused. */
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  /** Free text. */
  description: z.string().trim().max(500).nullish(),
});
export type ScheduleTaskBody = z.infer<typeof scheduleTaskBodySchema>;
export type ScheduleTaskBodyInput = z.input<typeof scheduleTaskBodySchema>;

/** Query of `GET /api/scheduletask`: page and keyword (name, job or description). */
export const scheduleTaskListQuerySchema = pageQuerySchema;
export type ScheduleTaskListQuery = z.infer<typeof scheduleTaskListQuerySchema>;

/** A task in lists and in `GET /{id}`. */
export const scheduleTaskItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  jobName: z.string(),
  cron: z.string(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  /** When it runs next (epoch ms); null while paused. */
  nextRunTime: z.number().nullable(),
  /** When its last run started (epoch ms). */
  lastRunTime: z.number().nullable(),
  /** How its last run ended. */
  lastOutcome: z.enum(SCHEDULE_OUTCOMES).nullable(),
  creatorTime: z.number(),
  lastModifyTime: z.number().nullable(),
});
export type ScheduleTaskItem = z.infer<typeof scheduleTaskItemSchema>;

/** A run of a task (history). */
export const scheduleRunItemSchema = z.strictObject({
  id: z.string(),
  taskId: z.string(),
  trigger: z.enum(SCHEDULE_TRIGGERS),
  /** The time it was due (epoch ms). */
  scheduledTime: z.number(),
  startTime: z.number(),
  endTime: z.number().nullable(),
  durationMs: z.number().nullable(),
  outcome: z.enum(SCHEDULE_OUTCOMES),
  /** The last attempt's error, for a failure. */
  errorMessage: z.string().nullable(),
  /** How many attempts it took (retries included). */
  attempt: z.number(),
  /** The server instance that ran it. */
  instanceId: z.string(),
});
export type ScheduleRunItem = z.infer<typeof scheduleRunItemSchema>;

/** A job the server can run. */
export const scheduleJobSchema = z.strictObject({
  name: z.string(),
  /** What users read for it, in the request's language. */
  title: z.string(),
  defaultCron: z.string(),
});
export type ScheduleJob = z.infer<typeof scheduleJobSchema>;

/** Body of `POST /api/scheduletask/Actions/Preview`: a cron expression to check. */
export const cronPreviewBodySchema = z.object({ cron: cronSchema });
export type CronPreviewBody = z.infer<typeof cronPreviewBodySchema>;

const BASE = '/api/scheduletask';
/** The menu of the scheduling page. */
export const SCHEDULE_MENU = 'system.task';
const tags = ['scheduling'];

/** Scheduled tasks (menu system.task): CRUD, pause/enable, run now, history, jobs and cron preview. */
export const scheduleTaskRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: BASE,
    auth: menuAuth(SCHEDULE_MENU),
    query: scheduleTaskListQuerySchema,
    answer: pagedSchema(scheduleTaskItemSchema),
    tags,
  },
  jobs: {
    method: 'GET',
    path: `${BASE}/Jobs`,
    auth: menuAuth(SCHEDULE_MENU),
    answer: z.strictObject({ list: z.array(scheduleJobSchema) }),
    tags,
  },
  preview: {
    method: 'POST',
    path: `${BASE}/Actions/Preview`,
    auth: menuAuth(SCHEDULE_MENU),
    body: cronPreviewBodySchema,
    answer: z.strictObject({ nextRuns: z.array(z.number()) }),
    tags,
  },
  create: {
    method: 'POST',
    path: BASE,
    auth: menuAuth(SCHEDULE_MENU, 'btn_add'),
    body: scheduleTaskBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
  info: {
    method: 'GET',
    path: `${BASE}/:id`,
    auth: menuAuth(SCHEDULE_MENU),
    params: idParamsSchema,
    answer: scheduleTaskItemSchema,
    tags,
  },
  update: {
    method: 'PUT',
    path: `${BASE}/:id`,
    auth: menuAuth(SCHEDULE_MENU, 'btn_edit'),
    params: idParamsSchema,
    body: scheduleTaskBodySchema,
    answer: answer<null>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${BASE}/:id`,
    auth: menuAuth(SCHEDULE_MENU, 'btn_remove'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags,
  },
  enable: {
    method: 'PUT',
    path: `${BASE}/:id/Actions/Enable`,
    auth: menuAuth(SCHEDULE_MENU, 'btn_edit'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags,
  },
  stop: {
    method: 'PUT',
    path: `${BASE}/:id/Actions/Stop`,
    auth: menuAuth(SCHEDULE_MENU, 'btn_edit'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags,
  },
  run: {
    method: 'POST',
    path: `${BASE}/:id/Actions/Run`,
    auth: menuAuth(SCHEDULE_MENU, 'btn_run'),
    params: idParamsSchema,
    answer: scheduleRunItemSchema,
    tags,
  },
  log: {
    method: 'GET',
    path: `${BASE}/:id/Log`,
    auth: menuAuth(SCHEDULE_MENU),
    params: idParamsSchema,
    query: pageQuerySchema,
    answer: pagedSchema(scheduleRunItemSchema),
    tags,
  },
});
