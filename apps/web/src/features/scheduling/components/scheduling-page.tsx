import type { ScheduleTaskItem } from '@tessera/shared';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, listColumn, rowAction, useAdminList, useEditing } from '@/components/admin-list-page';
import { schedulingApi, type TaskQuery } from '../api/scheduling-api';
import { schedulingKeys, schedulingQueries } from '../api/scheduling-queries';
import { OutcomeTag } from './outcome-tag';
import { RunHistoryDrawer } from './run-history-drawer';
import { TaskForm } from './task-form';
import './scheduling.css';

const FIRST: TaskQuery = { currentPage: 1, pageSize: 20 };

/** system/task: scheduled tasks; add, edit, run now, pause or enable, delete, and each one's history. */
export default function SchedulingPage() {
  const { t } = useTranslation();
  const form = useEditing<{ row?: ScheduleTaskItem }>();
  const [history, setHistory] = useState<ScheduleTaskItem>();
  const list = useAdminList({
    first: FIRST,
    list: schedulingQueries.list,
    invalidate: schedulingKeys.all,
    remove: (row) => schedulingApi.remove(row.id),
  });

  const columns: ColumnType<ScheduleTaskItem>[] = [
    { title: t('scheduling.field.fullName'), dataIndex: 'fullName', ellipsis: true, width: 180 },
    { title: t('scheduling.field.jobName'), dataIndex: 'jobName', ellipsis: true, width: 190 },
    {
      title: t('scheduling.field.cron'),
      dataIndex: 'cron',
      width: 130,
      render: (v: string) => <code className="scheduling-cron">{v}</code>,
    },
    listColumn.status<ScheduleTaskItem>({
      title: t('scheduling.field.enabledMark'),
      onText: t('scheduling.state.on'),
      offText: t('scheduling.state.off'),
    }),
    {
      title: t('scheduling.field.lastOutcome'),
      dataIndex: 'lastOutcome',
      width: 100,
      render: (v: ScheduleTaskItem['lastOutcome']) => <OutcomeTag outcome={v} />,
    },
    listColumn.date<ScheduleTaskItem>(t('scheduling.field.lastRunTime'), 'lastRunTime'),
    listColumn.date<ScheduleTaskItem>(t('scheduling.field.nextRunTime'), 'nextRunTime'),
    listColumn.actions<ScheduleTaskItem>(
      (row) => [
        {
          key: 'run',
          label: t('scheduling.run'),
          code: 'btn_run',
          onClick: () => void list.act(() => schedulingApi.run(row.id), t('scheduling.started')),
          testId: `task-run-${row.id}`,
        },
        {
          key: 'toggle',
          label: t(row.enabledMark === 1 ? 'scheduling.pause' : 'scheduling.enable'),
          code: 'btn_edit',
          onClick: () =>
            void list.act(() =>
              row.enabledMark === 1 ? schedulingApi.stop(row.id) : schedulingApi.enable(row.id),
            ),
          testId: `task-toggle-${row.id}`,
        },
        rowAction.edit(() => form.edit({ row })),
        {
          key: 'history',
          label: t('scheduling.history'),
          onClick: () => setHistory(row),
          testId: `task-history-${row.id}`,
        },
        rowAction.remove(() => void list.remove(row)),
      ],
      { width: 230, inline: 4 },
    ),
  ];

  return (
    <AdminListPage<ScheduleTaskItem>
      title={t('scheduling.title')}
      testId="scheduling-page"
      list={list}
      search={{ placeholder: t('scheduling.keyword'), testId: 'scheduling-keyword' }}
      add={{ text: t('scheduling.add'), testId: 'scheduling-add', onClick: () => form.edit({}) }}
      columns={columns}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing && <TaskForm row={form.editing.row} onClose={form.close} />}
      {history && <RunHistoryDrawer task={history} onClose={() => setHistory(undefined)} />}
    </AdminListPage>
  );
}
