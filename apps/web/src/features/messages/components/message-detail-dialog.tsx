import { Modal, Space, Typography } from 'antd';
import { formatDate, type MessageReadInfo } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FileList } from '@/components/upload/file-list';
import type { FileWidgetAbilities } from '@/components/upload/use-file-widget';
import { useAttachments } from '../hooks/use-attachments';
import { parseMessageFiles, sanitizeNoticeHtml } from '../message-rules';
import { toUploadedFiles } from '../notice-files';
import '@/components/upload/upload-widgets.css';
import './messages.css';

/** The message shown in the dialog: what ReadInfo answers, or a notice being previewed. */
export type MessageView = Pick<
  MessageReadInfo,
  'title' | 'releaseUser' | 'releaseTime' | 'bodyText' | 'files'
>;

/** A reader may look at and save every attachment; nothing is uploaded or removed here. */
const READER: FileWidgetAbilities = { canUpload: false, canLook: true, canDownload: true, canDelete: false };
const ignore = () => undefined;

/** 查看消息: title, release time and user, the sanitized HTML body and the attachments. */
export function MessageDetailDialog({
  message,
  onClose,
}: {
  message: MessageView | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const html = useMemo(() => sanitizeNoticeHtml(message?.bodyText ?? ''), [message?.bodyText]);
  const files = useMemo(() => toUploadedFiles(parseMessageFiles(message?.files)), [message?.files]);
  const attachments = useAttachments(files);
  return (
    <Modal
      open={!!message}
      onCancel={onClose}
      footer={null}
      width={760}
      title={t('messages.detail.title')}
      destroyOnHidden
      data-testid="message-detail"
    >
      {message && (
        <article className="message-detail">
          <Typography.Title level={2} className="message-detail-heading">
            {message.title}
          </Typography.Title>
          <Space wrap size={[16, 4]} className="message-detail-meta">
            <span>
              {t('messages.field.releaseTime')}: {formatDate(message.releaseTime) || '—'}
            </span>
            <span>
              {t('messages.field.releaseUser')}: {message.releaseUser || '—'}
            </span>
          </Space>
          <div
            className="message-detail-body"
            data-testid="message-detail-body"
            // sanitized above with an allow-list (the server sanitized it on write as well)
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {files.length > 0 && (
            <section className="message-detail-files" aria-label={t('messages.field.files')}>
              <Typography.Text strong>{t('messages.field.files')}</Typography.Text>
              <FileList
                files={files}
                abilities={READER}
                onPreview={attachments.preview}
                onDownload={attachments.download}
                onRemove={ignore}
                testId="message-files"
              />
            </section>
          )}
        </article>
      )}
      {attachments.element}
    </Modal>
  );
}
