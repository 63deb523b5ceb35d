import type { UploadedFile } from '@tessera/shared';
import { MAX_IMAGE_BYTES } from '@tessera/shared';
import { Avatar, Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '@/components/upload';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user-store';
import { avatarTransport, profileApi } from '../api/profile-api';
import { avatarProblem } from '../profile-rules';

/** The widget holds nothing: the new avatar shows in the card's avatar once it is set. */
const NO_FILES: UploadedFile[] = [];
const MAX_IMAGE_MB = MAX_IMAGE_BYTES / 1024 / 1024;

/** The user's avatar with an upload button, and who they are. */
export function AvatarCard() {
  const { t } = useTranslation();
  const userInfo = useUserStore((s) => s.userInfo);
  const fetchCurrentUser = useUserStore((s) => s.fetchCurrentUser);

  const handleUploaded = ([file]: UploadedFile[]) => {
    if (!file) return;
    void profileApi
      .setAvatar(file.name)
      .then(() => fetchCurrentUser())
      .then(() => feedback.success(t('profile.avatar.saved')))
      .catch(() => undefined);
  };

  return (
    <Card className="profile-avatar-card">
      <Avatar
        size={96}
        src={userInfo?.headIcon || undefined}
        alt={t('profile.avatar.alt')}
        data-testid="profile-avatar"
      >
        {userInfo?.userName?.slice(0, 1)}
      </Avatar>
      <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
        {userInfo?.userName}
      </Typography.Title>
      <Typography.Text type="secondary">{userInfo?.userAccount}</Typography.Text>
      <div className="profile-avatar-upload">
        <ImageUpload
          value={NO_FILES}
          onChange={handleUploaded}
          limit={1}
          fileSize={MAX_IMAGE_MB}
          sizeUnit="MB"
          transport={avatarTransport}
          refusalTexts={{ type: t('profile.avatar.notImage'), size: t('profile.avatar.tooLarge') }}
          beforeUpload={(file) => {
            const problem = avatarProblem(file);
            return problem ? t(problem) : true;
          }}
          fileActions={[]}
          buttonText={t('profile.avatar.change')}
          data-testid="profile-avatar-upload"
        />
      </div>
      <Descriptions column={1} size="small" className="profile-avatar-meta">
        <Descriptions.Item label={t('profile.field.organize')}>
          {userInfo?.organizeName || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.field.position')}>
          {userInfo?.positionName || '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.field.roles')}>{userInfo?.roleName || '—'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
