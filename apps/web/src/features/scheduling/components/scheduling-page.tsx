import { formatDate, type ScheduleTaskItem } from '@tessera/shared';
import { Button, Space, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useAdminList, useEditing } from '@/components/admin-list-page';
import { Auth } from '@/components/permission';
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
    {
      title: t('scheduling.field.enabledMark'),
      dataIndex: 'enabledMark',
      width: 90,
      render: (v: number) => (
        <Tag color={v === 1 ? 'green' : undefined}>
          {t(v === 1 ? 'scheduling.state.on' : 'scheduling.state.off')}
        </Tag>
      ),
    },
    {
      title: t('scheduling.field.lastOutcome'),
      dataIndex: 'lastOutcome',
      width: 100,
      render: (v: ScheduleTaskItem['lastOutcome']) => <OutcomeTag outcome={v} />,
    },
    {
      title: t('scheduling.field.lastRunTime'),
      dataIndex: 'lastRunTime',
      width: 170,
      render: (v: number | null) => (v ? formatDate(v) : '-'),
    },
    {
      title: t('scheduling.field.nextRunTime'),
      dataIndex: 'nextRunTime',
      width: 170,
      render: (v: number | null) => (v ? formatDate(v) : '-'),
    },
    {
      title: t('users.actions'),
      key: 'actions',
      width: 290,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0} wrap>
          <Auth code="btn_run">
            <Button
              type="link"
              size="small"
              onClick={() => void list.act(() => schedulingApi.run(row.id), t('scheduling.started'))}
              data-testid={`task-run-${row.id}`}
            >
              {t('scheduling.run')}
            </Button>
          </Auth>
          <Auth code="btn_edit">
            <Button
              type="link"
              size="small"
              onClick={() =>
                void list.act(() =>
                  row.enabledMark === 1 ? schedulingApi.stop(row.id) : schedulingApi.enable(row.id),
                )
              }
              data-testid={`task-toggle-${row.id}`}
            >
              {t(row.enabledMark === 1 ? 'scheduling.pause' : 'scheduling.enable')}
            </Button>
            <Button type="link" size="small" onClick={() => form.edit({ row })}>
              {t('users.edit')}
            </Button>
          </Auth>
          <Button
            type="link"
            size="small"
            onClick={() => setHistory(row)}
            data-testid={`task-history-${row.id}`}
          >
            {t('scheduling.history')}
          </Button>
          <Auth code="btn_remove">
            <Button type="link" size="small" danger onClick={() => void list.remove(row)}>
              {t('users.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage<ScheduleTaskItem>
      title={t('scheduling.title')}
      testId="scheduling-page"
      list={list}
      search={{ placeholder: t('scheduling.keyword'), testId: 'scheduling-keyword' }}
      add={{ text: t('scheduling.add'), testId: 'scheduling-add', onClick: () => form.edit({}) }}
      table={{ scroll: { x: 1100 } }}
      columns={columns}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing && <TaskForm row={form.editing.row} onClose={form.close} />}
      {history && <RunHistoryDrawer task={history} onClose={() => setHistory(undefined)} />}
    </AdminListPage>
  );
}
