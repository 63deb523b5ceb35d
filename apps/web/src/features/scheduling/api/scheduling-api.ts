import { scheduleTaskRoutes as routes } from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';

/** Query of the tasks table. */
export type TaskQuery = Omit<PageQuery, 'sort' | 'sidx'>;

/** Scheduled task calls (menu system/task). */
export const schedulingApi = {
  ...crudCalls(routes),
  jobs: () => call(routes.jobs, {}),
  preview: (cron: string) => call(routes.preview, { body: { cron } }, { silent: true }),
  enable: (id: string) => callMsg(routes.enable, { params: { id } }),
  stop: (id: string) => callMsg(routes.stop, { params: { id } }),
  run: (id: string) => call(routes.run, { params: { id } }),
  log: (id: string, query: { currentPage: number; pageSize: number }) =>
    call(routes.log, { params: { id }, query }),
};
