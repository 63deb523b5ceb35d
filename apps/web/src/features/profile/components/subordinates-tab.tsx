import { Avatar, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SubordinateItem } from '@tessera/shared';
import { useSubordinates } from '../api/profile-queries';

/** People who report to the user. */
export function SubordinatesTab() {
  const { t } = useTranslation();
  const { data, isLoading } = useSubordinates('0');
  return (
    <Table<SubordinateItem>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={data ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('profile.subordinates.empty') }}
      columns={[
        {
          title: t('profile.field.realName'),
          key: 'name',
          render: (_, row) => (
            <span>
              <Avatar size="small" src={row.headIcon || undefined} style={{ marginInlineEnd: 8 }}>
                {row.realName.slice(0, 1)}
              </Avatar>
              {row.realName}
            </span>
          ),
        },
        { title: t('profile.field.account'), dataIndex: 'account' },
        { title: t('profile.field.organize'), dataIndex: 'organizeName' },
        { title: t('profile.field.position'), dataIndex: 'positionName' },
      ]}
    />
  );
}
