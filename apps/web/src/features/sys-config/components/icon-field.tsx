import { Button, Space, Typography, Upload, type UploadProps } from 'antd';
import type { Envelope, UploadResult } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { tokenStorage } from '@/lib/storage';
import { ICON_UPLOAD_URL } from '../api/sys-config-api';

const MAX_BYTES = 10 * 1024 * 1024;

/** An icon setting: the current image, an upload button and remove (a Form control). */
export function IconField({
  value,
  onChange,
  testId,
  disabled,
}: {
  value?: string;
  onChange?: (url: string) => void;
  testId: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const handleChange: UploadProps<Envelope<UploadResult>>['onChange'] = ({ file }) => {
    if (file.status === 'uploading') return setBusy(true);
    setBusy(false);
    const answer = file.response;
    if (file.status !== 'done' || !answer || answer.code !== 200) {
      feedback.error(answer?.msg || t('http.requestFailed'));
      return;
    }
    onChange?.(answer.data.url);
  };
  return (
    <Space align="center" wrap>
      <div className="sys-config-icon">
        {value ? (
          <img src={value} alt="" data-testid={`${testId}-img`} />
        ) : (
          <Typography.Text type="secondary">{t('sysConfig.noIcon')}</Typography.Text>
        )}
      </div>
      <Upload
        name="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        action={ICON_UPLOAD_URL}
        headers={{ Authorization: tokenStorage.get() ?? '' }}
        showUploadList={false}
        maxCount={1}
        disabled={disabled}
        beforeUpload={(file) => {
          if (file.size <= MAX_BYTES) return true;
          feedback.error(t('sysConfig.iconTooLarge'));
          return Upload.LIST_IGNORE;
        }}
        onChange={handleChange}
      >
        <Button loading={busy} disabled={disabled} data-testid={`${testId}-upload`}>
          {t('sysConfig.upload')}
        </Button>
      </Upload>
      {value && !disabled ? (
        <Button type="link" danger onClick={() => onChange?.('')}>
          {t('sysConfig.removeIcon')}
        </Button>
      ) : null}
    </Space>
  );
}
