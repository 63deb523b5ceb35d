import { Drawer, Table, Tag } from 'antd';
import { formatDate, type DataInterfaceItem, type DataInterfaceLogItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallLog } from '../api/data-interface-queries';

/** The call log of one interface, newest first. */
export function CallLog({ item, onClose }: { item?: DataInterfaceItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const { data, isFetching } = useCallLog(item?.id, page);
  return (
    <Drawer
      open={!!item}
      onClose={onClose}
      size="min(860px, 100vw)"
      title={`${t('dataInterface.log')} - ${item?.fullName ?? ''}`}
      destroyOnHidden
      data-testid="di-log"
    >
      <Table<DataInterfaceLogItem>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 760 }}
        pagination={{
          current: page.currentPage,
          pageSize: page.pageSize,
          total: data?.pagination.total ?? 0,
          onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
        }}
        columns={[
          {
            title: t('dataInterface.logField.time'),
            dataIndex: 'invokeTime',
            width: 170,
            render: (v: number) => formatDate(v),
          },
          { title: t('dataInterface.logField.user'), dataIndex: 'userName', width: 150, ellipsis: true },
          { title: t('dataInterface.logField.type'), dataIndex: 'invokeType', width: 100 },
          {
            title: t('dataInterface.logField.duration'),
            dataIndex: 'durationMs',
            width: 90,
            render: (v: number) => `${v} ms`,
          },
          { title: 'IP', dataIndex: 'ip', width: 120 },
          {
            title: t('dataInterface.logField.result'),
            dataIndex: 'ok',
            render: (v: number, row) =>
              v === 1 ? (
                <Tag color="green">{t('dataInterface.logField.ok')}</Tag>
              ) : (
                <span title={row.error ?? ''}>{row.error}</span>
              ),
          },
        ]}
      />
    </Drawer>
  );
}
