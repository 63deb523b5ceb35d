import { Input, Segmented, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileLogItem } from '@tessera/shared';
import type { LogQuery } from '../api/profile-api';
import { useProfileLog } from '../api/profile-queries';

/** The user's own sign-in and operation log, paged on the server. */
export function LogTab() {
  const { t } = useTranslation();
  const [query, setQuery] = useState<LogQuery>({ category: 1, currentPage: 1, pageSize: 10 });
  const { data, isFetching } = useProfileLog(query);
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented<1 | 5>
          value={query.category}
          onChange={(category) => setQuery({ ...query, category, currentPage: 1 })}
          options={[
            { value: 1, label: t('profile.log.signIn') },
            { value: 5, label: t('profile.log.operation') },
          ]}
        />
        <Input.Search
          allowClear
          aria-label={t('profile.log.keyword')}
          placeholder={t('profile.log.keyword')}
          onSearch={(keyword) => setQuery({ ...query, keyword: keyword || undefined, currentPage: 1 })}
          style={{ width: 220 }}
        />
      </Space>
      <Table<ProfileLogItem>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: query.currentPage,
          pageSize: query.pageSize,
          total: data?.pagination.total ?? 0,
          showSizeChanger: true,
          onChange: (currentPage, pageSize) => setQuery({ ...query, currentPage, pageSize }),
        }}
        columns={[
          {
            title: t('profile.log.time'),
            dataIndex: 'creatorTime',
            render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss'),
          },
          { title: t('profile.log.ip'), dataIndex: 'ipAddress' },
          { title: t('profile.log.platform'), dataIndex: 'platForm' },
          { title: t('profile.log.abstracts'), dataIndex: 'abstracts' },
        ]}
      />
    </>
  );
}
