import { Avatar, Button, Card, Descriptions, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Envelope, UploadResult } from '@tessera/shared';
import { feedback } from '@/lib/feedback';
import { tokenStorage } from '@/lib/storage';
import { useUserStore } from '@/stores/user-store';
import { AVATAR_UPLOAD_URL, profileApi } from '../api/profile-api';
import { avatarProblem } from '../profile-rules';

/** The user's avatar with an upload button, and who they are. */
export function AvatarCard() {
  const { t } = useTranslation();
  const userInfo = useUserStore((s) => s.userInfo);
  const fetchCurrentUser = useUserStore((s) => s.fetchCurrentUser);
  const [uploading, setUploading] = useState(false);

  const onChange: UploadProps<Envelope<UploadResult>>['onChange'] = ({ file }) => {
    if (file.status === 'uploading') return setUploading(true);
    setUploading(false);
    const answer = file.response;
    if (file.status !== 'done' || !answer || answer.code !== 200) {
      feedback.error(answer?.msg || t('http.requestFailed'));
      return;
    }
    void profileApi
      .setAvatar(answer.data.name)
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
      <div style={{ marginTop: 12 }}>
        <Upload
          name="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          action={AVATAR_UPLOAD_URL}
          headers={{ Authorization: tokenStorage.get() ?? '' }}
          showUploadList={false}
          maxCount={1}
          beforeUpload={(file) => {
            const problem = avatarProblem(file);
            if (problem) feedback.error(t(problem));
            return problem ? Upload.LIST_IGNORE : true;
          }}
          onChange={onChange}
        >
          <Button loading={uploading} data-testid="profile-avatar-upload">
            {t('profile.avatar.change')}
          </Button>
        </Upload>
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
