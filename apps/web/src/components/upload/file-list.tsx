import { DeleteOutlined, DownloadOutlined, EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@tessera/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './upload-panel';
import type { FileWidgetAbilities } from './use-file-widget';
import { FileAction } from './widget-parts';

/** Props of {@link FileList}. */
export interface FileListProps {
  files: readonly UploadedFile[];
  abilities: FileWidgetAbilities;
  onPreview: (file: UploadedFile) => void;
  onDownload: (file: UploadedFile) => void;
  onRemove: (file: UploadedFile) => void;
  testId: string;
}

/** The uploaded files: name, size and the actions the user holds (preview, download, delete). */
export function FileList({ files, abilities, onPreview, onDownload, onRemove, testId }: FileListProps) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const action = (
    label: string,
    icon: React.ReactNode,
    onClick: () => void,
    name: string,
    danger = false,
  ) => (
    <FileAction label={label} icon={icon} onClick={onClick} testId={`${testId}-${name}`} danger={danger} />
  );
  return (
    <ul className="tessera-file-list" aria-label={t('upload.fileList')} data-testid={`${testId}-list`}>
      {files.map((file) => (
        <li key={file.fileId} className="tessera-file-list-item" data-testid={`${testId}-item`}>
          <PaperClipOutlined aria-hidden />
          <Typography.Text ellipsis className="tessera-file-list-name" title={file.name}>
            {file.name}
          </Typography.Text>
          <Typography.Text type="secondary">{formatBytes(file.fileSize)}</Typography.Text>
          <span className="tessera-file-list-actions">
            {abilities.canLook
              ? action(t('upload.preview'), <EyeOutlined />, () => onPreview(file), 'preview')
              : null}
            {abilities.canDownload
              ? action(t('upload.download'), <DownloadOutlined />, () => onDownload(file), 'download')
              : null}
            {abilities.canDelete
              ? action(t('upload.delete'), <DeleteOutlined />, () => onRemove(file), 'delete', true)
              : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
