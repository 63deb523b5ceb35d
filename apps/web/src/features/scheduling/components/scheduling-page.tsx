import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate, type ScheduleTaskItem } from '@tessera/shared';
import { Button, Card, Grid, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { Auth } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { schedulingApi, type TaskQuery } from '../api/scheduling-api';
import { schedulingKeys, schedulingQueries } from '../api/scheduling-queries';
import { OutcomeTag } from './outcome-tag';
import { RunHistoryDrawer } from './run-history-drawer';
import { TaskForm } from './task-form';
import '@/components/admin-table/admin-table.css';
import './scheduling.css';

const FIRST: TaskQuery = { currentPage: 1, pageSize: 20 };

/** system/task: scheduled tasks; add, edit, run now, pause or enable, delete, and each one's history. */
export default function SchedulingPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const [query, setQuery] = useState<TaskQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ row?: ScheduleTaskItem }>();
  const [history, setHistory] = useState<ScheduleTaskItem>();
  const { data, isFetching } = useQuery(schedulingQueries.list(query));
  const reload = () => queryClient.invalidateQueries({ queryKey: schedulingKeys.all });
  const act = async (call: () => Promise<unknown>, done?: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok && done) feedback.success(done);
    await reload();
  };
  const handleDelete = async (row: ScheduleTaskItem) => {
    if (!(await confirmDelete())) return;
    await act(() => schedulingApi.remove(row.id), t('scheduling.deleted'));
  };
  const handleRun = (row: ScheduleTaskItem) => act(() => schedulingApi.run(row.id), t('scheduling.started'));
  const handleToggle = (row: ScheduleTaskItem) =>
    act(() => (row.enabledMark === 1 ? schedulingApi.stop(row.id) : schedulingApi.enable(row.id)));

  return (
    <Card className="admin-page" data-testid="scheduling-page">
      <Typography.Title level={1} className="admin-title">
        {t('scheduling.title')}
      </Typography.Title>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          aria-label={t('scheduling.keyword')}
          placeholder={t('scheduling.keyword')}
          enterButton={t('users.search')}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
          style={{ width: 300, maxWidth: '100%' }}
          data-testid="scheduling-keyword"
        />
        <div className="admin-toolbar-end">
          <Button onClick={() => void reload()}>{t('users.refresh')}</Button>
          <Auth code="btn_add">
            <Button type="primary" onClick={() => setEditing({})} data-testid="scheduling-add">
              {t('scheduling.add')}
            </Button>
          </Auth>
        </div>
      </div>
      <Table<ScheduleTaskItem>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 1100 }}
        locale={{ emptyText: <EmptyState /> }}
        {...pagedTableProps<ScheduleTaskItem, TaskQuery>(query, setQuery, data?.pagination.total ?? 0, t)}
        columns={[
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
            fixed: screens.md ? 'right' : undefined,
            render: (_: unknown, row) => (
              <Space size={0} wrap>
                <Auth code="btn_run">
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void handleRun(row)}
                    data-testid={`task-run-${row.id}`}
                  >
                    {t('scheduling.run')}
                  </Button>
                </Auth>
                <Auth code="btn_edit">
                  <Button
                    type="link"
                    size="small"
                    onClick={() => void handleToggle(row)}
                    data-testid={`task-toggle-${row.id}`}
                  >
                    {t(row.enabledMark === 1 ? 'scheduling.pause' : 'scheduling.enable')}
                  </Button>
                  <Button type="link" size="small" onClick={() => setEditing({ row })}>
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
                  <Button type="link" size="small" danger onClick={() => void handleDelete(row)}>
                    {t('users.delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {editing && <TaskForm row={editing.row} onClose={() => setEditing(undefined)} />}
      {history && <RunHistoryDrawer task={history} onClose={() => setHistory(undefined)} />}
    </Card>
  );
}
