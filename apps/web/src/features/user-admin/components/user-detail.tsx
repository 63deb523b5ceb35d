import { Descriptions, Drawer, Skeleton } from 'antd';
import { formatDate } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useUser } from '../api/user-admin-queries';
import { genderLabel } from './user-form';
import { StateTag } from './user-columns';

/** A read-only view of one user (the fields the caller is granted). */
export function UserDetail({ userId, onClose }: { userId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useUser(userId);
  const u = info.data;
  const text = (v: string | null | undefined) => v || '—';
  return (
    <Drawer
      open={!!userId}
      onClose={onClose}
      size="min(520px, 100vw)"
      title={t('users.detail')}
      destroyOnHidden
      data-testid="user-detail"
    >
      {!u ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('users.field.account')}>{text(u.account)}</Descriptions.Item>
          <Descriptions.Item label={t('users.field.realName')}>{text(u.realName)}</Descriptions.Item>
          <Descriptions.Item label={t('users.field.gender')}>{genderLabel(t, u.gender)}</Descriptions.Item>
          <Descriptions.Item label={t('users.field.organize')}>{text(u.organize)}</Descriptions.Item>
          <Descriptions.Item label={t('users.field.mobilePhone')}>{text(u.mobilePhone)}</Descriptions.Item>
          <Descriptions.Item label={t('users.field.email')}>{text(u.email)}</Descriptions.Item>
          <Descriptions.Item label={t('users.field.enabledMark')}>
            <StateTag value={u.enabledMark} />
          </Descriptions.Item>
          <Descriptions.Item label={t('users.field.lastLogTime')}>
            {u.lastLogTime ? formatDate(u.lastLogTime) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('users.field.creatorTime')}>
            {u.creatorTime ? formatDate(u.creatorTime) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('users.field.description')}>{text(u.description)}</Descriptions.Item>
        </Descriptions>
      )}
    </Drawer>
  );
}
