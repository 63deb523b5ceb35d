import { scheduleTaskRoutes as routes, type ScheduleTaskBodyInput } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** Query of the tasks table. */
export interface TaskQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** Scheduled task calls (menu system/task). */
export const schedulingApi = {
  list: (query: TaskQuery) => call(routes.list, { query }),
  jobs: () => call(routes.jobs, {}),
  preview: (cron: string) => call(routes.preview, { body: { cron } }, { silent: true }),
  create: (body: ScheduleTaskBodyInput) => callMsg(routes.create, { body }),
  update: (id: string, body: ScheduleTaskBodyInput) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
  enable: (id: string) => callMsg(routes.enable, { params: { id } }),
  stop: (id: string) => callMsg(routes.stop, { params: { id } }),
  run: (id: string) => call(routes.run, { params: { id } }),
  log: (id: string, query: { currentPage: number; pageSize: number }) =>
    call(routes.log, { params: { id }, query }),
};
