import { Button, List, Progress, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadItem } from './upload-types';
import type { Uploads } from './use-uploads';

/** Props of {@link UploadPanel}: the queue and actions of `useUploads`. */
export interface UploadPanelProps {
  uploads: Pick<Uploads, 'items' | 'pause' | 'resume' | 'retry' | 'remove'>;
}

const canToggle = (item: UploadItem) => ['waiting', 'uploading', 'paused'].includes(item.status);

/** Human size: B, KB, MB, GB with one decimal. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)}${units[unit]}`;
}

/** The upload queue (spec 02 §4): status, progress, pause or resume, retry, remove. */
export function UploadPanel({ uploads }: UploadPanelProps) {
  const { t } = useTranslation();
  const actions = (item: UploadItem) => {
    const out = [];
    if (canToggle(item)) {
      const isPaused = item.status === 'paused';
      out.push(
        <Button
          key="toggle"
          type="link"
          size="small"
          disabled={item.isHashing}
          onClick={() => (isPaused ? uploads.resume(item.id) : uploads.pause(item.id))}
        >
          {t(isPaused ? 'upload.resume' : 'upload.pause')}
        </Button>,
      );
    }
    if (item.status === 'error') {
      out.push(
        <Button key="retry" type="link" size="small" onClick={() => uploads.retry(item.id)}>
          {t('upload.retry')}
        </Button>,
      );
    }
    if (item.status !== 'success') {
      out.push(
        <Button key="remove" type="link" size="small" danger onClick={() => uploads.remove(item.id)}>
          {t('upload.remove')}
        </Button>,
      );
    }
    return out;
  };
  return (
    <List
      size="small"
      header={t('upload.panelTitle')}
      dataSource={[...uploads.items]}
      rowKey="id"
      renderItem={(item) => (
        <List.Item actions={actions(item)}>
          <Space direction="vertical" size={0} style={{ width: '100%' }}>
            <Space>
              <Typography.Text ellipsis>{item.name}</Typography.Text>
              <Typography.Text type="secondary">{formatBytes(item.size)}</Typography.Text>
              <Typography.Text type={item.status === 'error' ? 'danger' : 'secondary'}>
                {item.isHashing ? t('upload.hashing') : t(`upload.status.${item.status}`)}
              </Typography.Text>
            </Space>
            <Progress
              percent={item.progress}
              size="small"
              status={
                item.status === 'error' ? 'exception' : item.status === 'success' ? 'success' : 'normal'
              }
            />
            {item.error ? <Typography.Text type="danger">{item.error}</Typography.Text> : null}
          </Space>
        </List.Item>
      )}
    />
  );
}
