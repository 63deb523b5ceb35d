import { Button, Table, Tag, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MajorBody, UserMajorItem } from '@tessera/shared';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user-store';
import { profileApi } from '../api/profile-api';
import { profileKeys, useOrganizes, usePositions } from '../api/profile-queries';

function MajorTable({ type, rows }: { type: MajorBody['majorType']; rows: UserMajorItem[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fetchCurrentUser = useUserStore((s) => s.fetchCurrentUser);
  const setMajor = async (majorId: string) => {
    await profileApi.setMajor({ majorId, majorType: type });
    await fetchCurrentUser().catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: profileKeys.all });
    feedback.success(t('profile.majors.switched'));
  };
  return (
    <Table<UserMajorItem>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      columns={[
        { title: t('profile.majors.name'), dataIndex: 'fullName' },
        {
          title: type === 'Organize' ? t('profile.majors.path') : t('profile.field.organize'),
          dataIndex: 'path',
        },
        {
          title: t('profile.majors.action'),
          key: 'action',
          render: (_, row) =>
            row.isDefault ? (
              <Tag color="blue">{t('profile.majors.current')}</Tag>
            ) : (
              <Button size="small" onClick={() => void setMajor(row.id).catch(() => undefined)}>
                {t('profile.majors.setMajor')}
              </Button>
            ),
        },
      ]}
    />
  );
}

/** The user's organisations and positions, with "set as major". */
export function MajorsTab() {
  const { t } = useTranslation();
  const organizes = useOrganizes();
  const positions = usePositions();
  return (
    <>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {t('profile.majors.organizes')}
      </Typography.Title>
      <MajorTable type="Organize" rows={organizes.data ?? []} />
      <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
        {t('profile.majors.positions')}
      </Typography.Title>
      <MajorTable type="Position" rows={positions.data ?? []} />
    </>
  );
}
