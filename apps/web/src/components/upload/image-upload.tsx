import {
  DeleteOutlined,
  DownloadOutlined,
  EyeOutlined,
  PictureOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type { UploadedFile } from '@tessera/shared';
import { Button, Image, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadPanel } from './upload-panel';
import { downloadFile } from './uploaded-file';
import { UploadRefusals } from './upload-refusals';
import { acceptAttribute } from './upload-rules';
import { useFileWidget, type FileWidgetProps } from './use-file-widget';
import { useSignedUrls } from './use-signed-urls';
import { FileAction, FilePicker } from './widget-parts';
import './upload-widgets.css';

/** Props of {@link ImageUpload}: only images are taken (gif, jpg, jpeg, png, bmp, webp). */
export type ImageUploadProps = FileWidgetProps;

const ignore = () => undefined;

/**
 * The image upload widget (spec 02 §2, §5): picture cards with the image count, size and "must be
 * an image" rules, the chunked upload panel, and a gallery viewer; the file codes apply with `fileAuth`.
 */
export function ImageUpload(props: ImageUploadProps) {
  const { t } = useTranslation();
  const testId = props['data-testid'] ?? 'image-upload';
  const widget = useFileWidget(props, { isImage: true });
  const { files, abilities } = widget;
  const urls = useSignedUrls(files);
  const input = useRef<HTMLInputElement>(null);
  const [viewer, setViewer] = useState<{ open: boolean; current: number }>({ open: false, current: 0 });
  const shown = files.filter((file) => urls[file.fileId]);
  const handlePreview = (file: UploadedFile) => {
    if (props.onPreview) return props.onPreview(file, files);
    const current = shown.findIndex((other) => other.fileId === file.fileId);
    if (current >= 0) setViewer({ open: true, current });
  };
  const isFull =
    props.limit !== undefined && props.limit > 1 && files.length + widget.uploads.items.length >= props.limit;
  const action = (label: string, icon: React.ReactNode, onClick: () => void, name: string) => (
    <FileAction label={label} icon={icon} onClick={onClick} testId={`${testId}-${name}`} />
  );
  return (
    <div className="tessera-upload" data-testid={testId}>
      <div className="tessera-image-cards">
        {/* the cards are the list; the add button beside them is not one of its items */}
        <div className="tessera-image-list" aria-label={t('upload.imageList')} role="list">
          {files.map((file) => (
            <div
              key={file.fileId}
              className="tessera-image-card"
              role="listitem"
              data-testid={`${testId}-item`}
            >
              {urls[file.fileId] ? (
                <img src={urls[file.fileId]} alt={file.name} />
              ) : (
                <PictureOutlined aria-label={file.name} />
              )}
              <span className="tessera-image-card-actions">
                {abilities.canLook
                  ? action(t('upload.preview'), <EyeOutlined />, () => handlePreview(file), 'preview')
                  : null}
                {abilities.canDownload
                  ? action(
                      t('upload.download'),
                      <DownloadOutlined />,
                      () => void downloadFile(file).catch(ignore),
                      'download',
                    )
                  : null}
                {abilities.canDelete
                  ? action(
                      t('upload.delete'),
                      <DeleteOutlined />,
                      () => void widget.handleRemove(file),
                      'delete',
                    )
                  : null}
              </span>
            </div>
          ))}
        </div>
        {abilities.canUpload && !isFull ? (
          <>
            <FilePicker
              inputRef={input}
              multiple={props.limit !== 1}
              accept={acceptAttribute(['image'])}
              onPick={(picked) => void widget.handlePick(picked)}
              testId={`${testId}-input`}
            />
            <Button
              className="tessera-image-card tessera-image-add"
              onClick={() => input.current?.click()}
              data-testid={`${testId}-button`}
            >
              <PlusOutlined />
              <span>{props.buttonText ?? t('upload.imageButton')}</span>
            </Button>
          </>
        ) : null}
      </div>
      {!abilities.canUpload && files.length === 0 ? (
        <Typography.Text type="secondary">{t('upload.empty')}</Typography.Text>
      ) : null}
      {abilities.canUpload && props.tip ? <div className="tessera-upload-tip">{props.tip}</div> : null}
      <UploadRefusals refusals={widget.refusals} testId={testId} />
      {widget.uploads.items.length > 0 ? (
        <div data-testid={`${testId}-panel`}>
          <UploadPanel uploads={widget.uploads} />
        </div>
      ) : null}
      {viewer.open ? (
        <Image.PreviewGroup
          items={shown.map((file) => ({ src: urls[file.fileId] ?? '', alt: file.name }))}
          preview={{
            open: viewer.open,
            current: viewer.current,
            onChange: (current) => setViewer({ open: true, current }),
            onOpenChange: (open) => setViewer((old) => ({ ...old, open })),
          }}
        />
      ) : null}
    </div>
  );
}
