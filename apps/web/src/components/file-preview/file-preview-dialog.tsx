import { Button, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { downloadFile, fetchPreviewUrl, type PreviewFile } from './file-preview-api';
import { PreviewBody } from './preview-body';
import { extensionOf, previewKindOf } from './preview-kind';
import './file-preview.css';

/** Props of {@link FilePreviewDialog}. */
export interface FilePreviewDialogProps {
  open: boolean;
  /** The file to show; its signed address is looked up when the dialog opens. */
  file?: PreviewFile;
  /** Shows the download button (spec 02 §2: only when enabled). */
  canDownload?: boolean;
  onClose: () => void;
}

/**
 * 文档预览 (full screen, spec 02 §2): "document preview - {name}", the file drawn in the browser
 * from its own bytes, download (when enabled) and cancel. No address: the warning 'file does not
 * exist' and the dialog closes (§8).
 */
export function FilePreviewDialog({ open, file, canDownload = false, onClose }: FilePreviewDialogProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  const [isDownloading, setDownloading] = useState(false);

  useEffect(() => {
    setUrl(undefined);
    if (!open || !file) return;
    let isCurrent = true;
    fetchPreviewUrl(file).then(
      (found) => {
        if (!isCurrent) return;
        if (found) return setUrl(found);
        feedback.warning(t('filePreview.notExist'));
        onClose();
      },
      () => isCurrent && onClose(),
    );
    return () => {
      isCurrent = false;
    };
    // the lookup runs once per opened file; onClose and t do not start a new one
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, file]);

  const handleDownload = () => {
    if (!file) return;
    setDownloading(true);
    downloadFile(file)
      .catch(() => undefined)
      .finally(() => setDownloading(false));
  };
  const downloadButton = canDownload ? (
    <Button type="primary" loading={isDownloading} onClick={handleDownload}>
      {t('filePreview.download')}
    </Button>
  ) : undefined;
  const name = file?.name ?? '';
  const extension = (file?.fileExtension || extensionOf(name)).replace(/^\./, '').toLowerCase();

  return (
    <Modal
      open={open && !!file}
      title={t('filePreview.title', { name })}
      width="100%"
      centered
      className="file-preview-dialog"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <>
          {downloadButton}
          <Button onClick={onClose}>{t('filePreview.cancel')}</Button>
        </>
      }
    >
      <div className="file-preview-content">
        {url && file ? (
          <PreviewBody
            kind={previewKindOf(file)}
            url={url}
            typeLabel={extension ? `.${extension}` : name}
            declaredSize={file.fileSize}
            downloadAction={downloadButton}
          />
        ) : null}
      </div>
    </Modal>
  );
}
