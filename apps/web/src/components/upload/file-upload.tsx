import { UploadOutlined } from '@ant-design/icons';
import type { UploadedFile } from '@tessera/shared';
import { Button, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFilePreview } from '@/components/file-preview';
import { FileList } from './file-list';
import { UploadPanel } from './upload-panel';
import { downloadFile } from './uploaded-file';
import { UploadRefusals } from './upload-refusals';
import { acceptAttribute, type AcceptSpec } from './upload-rules';
import { useFileWidget, type FileWidgetProps } from './use-file-widget';
import { FilePicker } from './widget-parts';
import './upload-widgets.css';

/** Props of {@link FileUpload}. */
export interface FileUploadProps extends FileWidgetProps {
  /** Accepted categories (image, video, audio, excel, word, pdf, txt, document) or extensions; any file when absent. */
  accept?: AcceptSpec;
}

const ignore = () => undefined;

/**
 * The file upload widget (spec 02 §2, §5): picks files under the count, size, type and beforeUpload
 * rules, uploads them in chunks with a panel (pause, resume, retry, remove) and lists the uploaded
 * files with preview, download and delete, each behind its file code when `fileAuth` is set.
 */
export function FileUpload(props: FileUploadProps) {
  const { t } = useTranslation();
  const testId = props['data-testid'] ?? 'file-upload';
  const widget = useFileWidget(props, { accept: props.accept });
  const { files, abilities } = widget;
  const input = useRef<HTMLInputElement>(null);
  // without onPreview: documents in the preview dialog, images in the gallery (spec 02 §2)
  const filePreview = useFilePreview({ files, canDownload: abilities.canDownload });
  const handlePreview = (file: UploadedFile) =>
    props.onPreview ? props.onPreview(file, files) : filePreview.preview(file);
  return (
    <div className="tessera-upload" data-testid={testId}>
      {abilities.canUpload ? (
        <>
          <FilePicker
            inputRef={input}
            multiple={props.limit !== 1}
            accept={acceptAttribute(props.accept) || undefined}
            onPick={(picked) => void widget.handlePick(picked)}
            testId={`${testId}-input`}
          />
          <Button
            icon={<UploadOutlined />}
            onClick={() => input.current?.click()}
            data-testid={`${testId}-button`}
          >
            {props.buttonText ?? t('upload.button')}
          </Button>
          {props.tip ? <div className="tessera-upload-tip">{props.tip}</div> : null}
        </>
      ) : null}
      <UploadRefusals refusals={widget.refusals} testId={testId} />
      {widget.uploads.items.length > 0 ? (
        <div data-testid={`${testId}-panel`}>
          <UploadPanel uploads={widget.uploads} />
        </div>
      ) : null}
      {!abilities.canUpload && files.length === 0 ? (
        <Typography.Text type="secondary">{t('upload.empty')}</Typography.Text>
      ) : null}
      <FileList
        files={files}
        abilities={abilities}
        onPreview={handlePreview}
        onDownload={(file) => void downloadFile(file).catch(ignore)}
        onRemove={(file) => void widget.handleRemove(file)}
        testId={testId}
      />
      {props.onPreview ? null : filePreview.element}
    </div>
  );
}
