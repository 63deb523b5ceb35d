import { CloudUploadOutlined, DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import { Button, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { checkFile } from './wizard-rules';
import { uploadExcel } from './upload-excel';

/** Props of {@link UploadStep}. */
export interface UploadStepProps {
  uploadUrl: string;
  /** The uploaded file (only the last one is kept). */
  file: UploadFile | undefined;
  onFile: (file: UploadFile | undefined) => void;
  onTemplate: () => void;
}

/** Step 1: template link, then one .xls/.xlsx file under 2MB. */
export function UploadStep({ uploadUrl, file, onFile, onTemplate }: UploadStepProps) {
  const { t } = useTranslation();
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
        <div style={{ flex: 1 }}>
          <Typography.Title level={5}>{t('importWizard.fileTitle')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('importWizard.fileHint')}</Typography.Paragraph>
          <Upload
            accept=".xls,.xlsx"
            maxCount={1}
            fileList={file ? [file] : []}
            beforeUpload={(picked) => {
              const refusal = checkFile(picked);
              if (!refusal) return true;
              feedback.error(t(`importWizard.${refusal}`));
              return Upload.LIST_IGNORE;
            }}
            customRequest={async ({ file: raw, onSuccess, onError }) => {
              const picked = raw as File;
              const outcome = await uploadExcel(uploadUrl, picked);
              if (outcome.ok) {
                onSuccess?.(outcome.result);
                return;
              }
              if (outcome.msg) feedback.error(outcome.msg);
              onError?.(new Error(outcome.msg));
              onFile(undefined);
            }}
            onChange={({ file: changed }) => {
              if (changed.status === 'removed') return;
              onFile(changed.status === 'error' ? undefined : changed);
            }}
            onRemove={(removed) =>
              new Promise<boolean>((resolve) => {
                (feedback.modal ?? Modal).confirm({
                  title: t('common.tip'),
                  content: t('importWizard.removeConfirm', { name: removed.name }),
                  onOk: () => {
                    onFile(undefined);
                    resolve(true);
                  },
                  onCancel: () => resolve(false),
                });
              })
            }
          >
            <Button type="primary" icon={<CloudUploadOutlined />}>
              {t('importWizard.choose')}
            </Button>
          </Upload>
        </div>
      </section>
    </div>
  );
}
