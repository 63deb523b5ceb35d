import { Button, Drawer, Form, Input, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessageFile, NoticeBody, UploadedFile } from '@tessera/shared';
import { MAX_NOTICE_FILES } from '@tessera/shared';
import { useState } from 'react';
import { useGuardedClose } from '@/components/admin-list-page';
import { FileUpload } from '@/components/upload';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user-store';
import { messageKeys, messageQueries } from '../api/messages-queries';
import { noticesApi } from '../api/notices-api';
import { useAttachments } from '../hooks/use-attachments';
import { NOTICE_FILE_ACCEPT, NOTICE_FILE_MAX_MB, toMessageFiles, toUploadedFiles } from '../notice-files';
import { MessageDetailDialog, type MessageView } from './message-detail-dialog';
import { RecipientsFields } from './recipients-fields';
import { RichTextEditor } from '@/components/rich-text-editor';

/** Values of the notice form. */
interface NoticeFormValues {
  title: string;
  bodyText: string;
  /** The attachments as the upload widget holds them. */
  files: UploadedFile[];
  toAll: boolean;
  organizeIds: string[];
  roleIds: string[];
  userIds: string[];
}

/** The notice API's body; `kept` are the attachments the notice had, so legacy ones go back unchanged. */
function toBody(values: NoticeFormValues, kept: readonly MessageFile[]): NoticeBody {
  return {
    title: values.title.trim(),
    bodyText: values.bodyText ?? '',
    files: toMessageFiles(values.files, kept),
    recipients: {
      toAll: !!values.toAll,
      organizeIds: values.toAll ? [] : (values.organizeIds ?? []),
      roleIds: values.toAll ? [] : (values.roleIds ?? []),
      userIds: values.toAll ? [] : (values.userIds ?? []),
    },
  };
}

/** Create or edit a notice: title, rich text, attachments and recipients; with a preview. */
export function NoticeFormDrawer({
  id,
  open,
  onClose,
}: {
  id: string | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<NoticeFormValues>();
  // Esc, the X and Cancel ask before a changed notice is dropped (saving closes at once)
  const close = useGuardedClose(form, onClose);
  const queryClient = useQueryClient();
  const userName = useUserStore((s) => s.userInfo?.userName ?? '');
  const [saving, setSaving] = useState(false);
  // files picked but not uploaded yet: saving now would leave them out without a word
  const [uploading, setUploading] = useState(0);
  const [preview, setPreview] = useState<MessageView>();
  const info = useQuery({ ...messageQueries.notice(id ?? ''), enabled: open && !!id, gcTime: 0 });
  const ready = !id || info.isSuccess;
  const initial: Partial<NoticeFormValues> = info.data
    ? {
        title: info.data.title,
        bodyText: info.data.bodyText,
        files: toUploadedFiles(info.data.files),
        ...info.data.recipients,
      }
    : { toAll: false, organizeIds: [], roleIds: [], userIds: [], files: [], bodyText: '' };

  const kept = info.data?.files ?? [];
  const files = Form.useWatch('files', form);
  // legacy images open from their public address; stored files through signed links
  const attachments = useAttachments(files ?? []);

  const handleSave = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    if (uploading > 0) {
      feedback.warning(t('upload.pendingOnSave'));
      return;
    }
    setSaving(true);
    try {
      const body = toBody(values, kept);
      if (id) await noticesApi.update(id, body);
      else await noticesApi.create(body);
      feedback.success(t('messages.notice.saved'));
      await queryClient.invalidateQueries({ queryKey: messageKeys.notices() });
      onClose();
    } catch {
      // the http client already showed the error
    } finally {
      setSaving(false);
    }
  };

  const handlePreview = () => {
    const values = form.getFieldsValue(true) as NoticeFormValues;
    setPreview({
      title: values.title || '—',
      bodyText: values.bodyText ?? '',
      files: JSON.stringify(toMessageFiles(values.files, kept)),
      releaseUser: userName,
      releaseTime: Date.now(),
    });
  };

  return (
    <Drawer
      open={open}
      onClose={() => void close()}
      size="min(760px, 100vw)"
      title={t(id ? 'messages.notice.edit' : 'messages.notice.add')}
      destroyOnHidden
      data-testid="notice-form"
      footer={
        <Space wrap style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={() => void close()}>{t('common.cancel')}</Button>
          <Button onClick={handlePreview} disabled={!ready} data-testid="notice-preview">
            {t('messages.notice.preview')}
          </Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!ready}
            onClick={() => void handleSave()}
            data-testid="notice-save"
          >
            {t('messages.notice.save')}
          </Button>
        </Space>
      }
    >
      {!ready ? (
        <Spin />
      ) : (
        <Form<NoticeFormValues> form={form} layout="vertical" initialValues={initial} requiredMark>
          <Form.Item
            name="title"
            label={t('messages.field.title')}
            rules={[
              { required: true, whitespace: true, message: t('messages.notice.titleRequired') },
              { max: 100 },
            ]}
          >
            <Input maxLength={100} showCount data-testid="notice-title" />
          </Form.Item>
          <Form.Item name="bodyText" label={t('messages.notice.body')}>
            <RichTextEditor label={t('messages.notice.body')} />
          </Form.Item>
          <Form.Item name="files" label={t('messages.field.files')} className="notice-files-field">
            <FileUpload
              limit={MAX_NOTICE_FILES}
              fileSize={NOTICE_FILE_MAX_MB}
              sizeUnit="MB"
              accept={NOTICE_FILE_ACCEPT}
              buttonText={t('messages.notice.upload')}
              tip={t('messages.notice.filesHint', { max: MAX_NOTICE_FILES, size: NOTICE_FILE_MAX_MB })}
              onPreview={attachments.preview}
              onPendingChange={setUploading}
              data-testid="notice-files"
            />
          </Form.Item>
          <RecipientsFields />
        </Form>
      )}
      <MessageDetailDialog message={preview} onClose={() => setPreview(undefined)} />
      {attachments.element}
    </Drawer>
  );
}
