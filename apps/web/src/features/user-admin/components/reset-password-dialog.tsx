import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { usersApi, type UserRow } from '../api/user-admin-api';
import { passwordRules } from '../user-admin-rules';

/** Sets a user's password (typed twice); the user's sessions end on the server. */
export function ResetPasswordDialog({ user, onClose }: { user: UserRow | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [saving, setSaving] = useState(false);

  const handleOk = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !user) return;
    setSaving(true);
    try {
      await usersApi.resetPassword(user.id, values.password);
      feedback.success(t('users.passwordReset'));
      onClose();
    } catch {
      // the http client showed the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!user}
      title={t('users.resetPassword')}
      onOk={() => void handleOk()}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      data-testid="reset-password-dialog"
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={() => void handleOk()}>
        <Form.Item label={t('users.field.account')}>
          <Input value={user?.account ?? ''} disabled />
        </Form.Item>
        <Form.Item name="password" label={t('users.newPassword')} rules={passwordRules(t)}>
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="reset-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('users.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('users.required.confirmPassword') },
            ({ getFieldValue }) => ({
              validator: (_: unknown, value: string) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('users.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="reset-confirm" />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
