import type { Language } from './language';

/** Server messages of the scheduled tasks. */
export const schedulingMessages = {
  scheduleCronInvalid: {
    zh: 'Cron 表达式无效：{cron}。格式为五段（分 时 日 月 周）或六段（秒 分 时 日 月 周），例如 0 2 * * *',
    zhtw: 'Cron 運算式無效：{cron}。格式為五段（分 時 日 月 週）或六段（秒 分 時 日 月 週），例如 0 2 * * *',
    en: 'Invalid cron expression: {cron}. Use five fields (minute hour day month weekday) or six (seconds first), e.g. 0 2 * * *',
  },
  scheduleCronNever: {
    zh: 'Cron 表达式 {cron} 永远不会触发',
    zhtw: 'Cron 運算式 {cron} 永遠不會觸發',
    en: 'The cron expression {cron} never fires',
  },
  scheduleJobUnknown: {
    zh: '没有名为 {job} 的作业',
    zhtw: '沒有名為 {job} 的作業',
    en: 'There is no job named {job}',
  },
  scheduleRunBusy: {
    zh: '该任务此刻已在运行，请稍后再试',
    zhtw: '該任務此刻已在執行，請稍後再試',
    en: 'This task is running right now; try again shortly',
  },
} as const satisfies Record<string, Record<Language, string>>;
