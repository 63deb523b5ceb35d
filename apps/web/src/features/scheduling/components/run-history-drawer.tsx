import { useQuery } from '@tanstack/react-query';
import { formatDate, type ScheduleRunItem, type ScheduleTaskItem } from '@tessera/shared';
import { Button, Drawer, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { schedulingQueries } from '../api/scheduling-queries';
import { OutcomeTag } from './outcome-tag';

const duration = (ms: number | null) =>
  ms === null ? '-' : ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

/** A task's runs, newest first: outcome, start, duration, attempts and the error of a failure. */
export function RunHistoryDrawer({ task, onClose }: { task: ScheduleTaskItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching, refetch } = useQuery(schedulingQueries.log(task.id, page));
  return (
    <Drawer
      open
      onClose={onClose}
      size="min(760px, 100vw)"
      title={t('scheduling.historyTitle', { name: task.fullName })}
      extra={<Button onClick={() => void refetch()}>{t('users.refresh')}</Button>}
      data-testid="run-history"
    >
      <Table<ScheduleRunItem>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 640 }}
        locale={{ emptyText: <EmptyState /> }}
        pagination={{
          current: page,
          pageSize: 20,
          total: data?.pagination.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: t('scheduling.field.lastOutcome'),
            dataIndex: 'outcome',
            width: 100,
            render: (v: ScheduleRunItem['outcome']) => <OutcomeTag outcome={v} />,
          },
          {
            title: t('scheduling.log.startTime'),
            dataIndex: 'startTime',
            width: 170,
            render: (v: number) => formatDate(v),
          },
          { title: t('scheduling.log.duration'), dataIndex: 'durationMs', width: 90, render: duration },
          {
            title: t('scheduling.log.trigger'),
            dataIndex: 'trigger',
            width: 80,
            render: (v: string) => t(`scheduling.trigger.${v}`),
          },
          { title: t('scheduling.log.attempt'), dataIndex: 'attempt', width: 80 },
          {
            title: t('scheduling.log.error'),
            dataIndex: 'errorMessage',
            render: (v: string | null) =>
              v ? (
                <Typography.Text type="danger" ellipsis={{ tooltip: v }} style={{ maxWidth: 260 }}>
                  {v}
                </Typography.Text>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </Drawer>
  );
}
