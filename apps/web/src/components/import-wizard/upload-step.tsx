import { CloudUploadOutlined, DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { IMPORT_MAX_BYTES, type UploadedFile } from '@tessera/shared';
import { Button, Modal, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '@/components/upload';
import { feedback } from '@/lib/feedback';
import { excelTransport } from './excel-transport';
import { checkFile } from './wizard-rules';

/** Props of {@link UploadStep}. */
export interface UploadStepProps {
  uploadUrl: string;
  /** The uploaded file (only the last one is kept); its `fileId` is the stored name the preview reads. */
  file: UploadedFile | undefined;
  onFile: (file: UploadedFile | undefined) => void;
  /** Told whether a picked file is on its way (checked or uploading; not failed). */
  onPending?: (pending: boolean) => void;
  onTemplate: () => void;
}

const IMPORT_MAX_MB = IMPORT_MAX_BYTES / 1024 / 1024;

/** Step 1: template link, then one .xls/.xlsx file under 2MB. */
export function UploadStep({ uploadUrl, file, onFile, onPending, onTemplate }: UploadStepProps) {
  const { t } = useTranslation();
  const transport = useMemo(() => excelTransport(uploadUrl), [uploadUrl]);
  const value = useMemo(() => (file ? [file] : []), [file]);
  const confirmRemove = (removed: UploadedFile) =>
    new Promise<boolean>((resolve) => {
      (feedback.modal ?? Modal).confirm({
        title: t('common.tip'),
        content: t('importWizard.removeConfirm', { name: removed.name }),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });
  return (
    <div className="import-wizard-upload">
      <section style={{ display: 'flex', gap: 16, padding: '16px 0', borderBottom: '1px solid #f0f0f0' }}>
        <FileExcelOutlined style={{ fontSize: 40, color: '#52c41a' }} />
        <div style={{ flex: 1 }}>
          <Typography.Title level={5}>{t('importWizard.uploadTitle')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('importWizard.uploadHint')}</Typography.Paragraph>
          <Button type="link" icon={<DownloadOutlined />} style={{ padding: 0 }} onClick={onTemplate}>
            {t('importWizard.template')}
          </Button>
        </div>
      </section>
      <section style={{ display: 'flex', gap: 16, padding: '16px 0' }}>
        <CloudUploadOutlined style={{ fontSize: 40, color: '#1677ff' }} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Title level={5}>{t('importWizard.fileTitle')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('importWizard.fileHint')}</Typography.Paragraph>
          <FileUpload
            value={value}
            onChange={(files) => onFile(files[files.length - 1])}
            onUploadingChange={onPending}
            accept={['excel']}
            limit={1}
            fileSize={IMPORT_MAX_MB}
            sizeUnit="MB"
            transport={transport}
            refusalTexts={{ type: t('importWizard.onlyExcel'), size: t('importWizard.tooLarge') }}
            beforeUpload={(picked) => {
              const refusal = checkFile(picked);
              return refusal ? t(`importWizard.${refusal}`) : true;
            }}
            fileActions={['delete']}
            confirmRemove={confirmRemove}
            buttonText={t('importWizard.choose')}
            data-testid="import-wizard-file"
          />
        </div>
      </section>
    </div>
  );
}
