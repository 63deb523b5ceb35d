import { INITIAL_PASSWORD } from '@tessera/shared';
import { Form, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { usersApi, type UserRow } from '../api/user-admin-api';
import type { ShownPassword } from './initial-password-dialog';

type Values = { mode: 'generate' | 'choose'; password?: string; confirm?: string };

/**
 * Resets a user's password: generated (shown once by the caller) or chosen (typed twice); the
 * user's sessions end and they must change it at their next sign-in.
 */
export function ResetPasswordDialog({
  user,
  onClose,
  onPasswordGenerated,
}: {
  user: UserRow | undefined;
  onClose: () => void;
  onPasswordGenerated: (shown: ShownPassword) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const mode = Form.useWatch('mode', form) ?? 'generate';
  const [saving, setSaving] = useState(false);

  const handleOk = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !user) return;
    setSaving(true);
    try {
      const answer = await usersApi.resetInitialPassword(
        user.id,
        values.mode === 'choose' ? values.password : undefined,
      );
      feedback.success(t('users.passwordReset'));
      onClose();
      if (answer.data?.password)
        onPasswordGenerated({ account: user.account ?? '', password: answer.data.password });
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
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ mode: 'generate' }}
        onFinish={() => void handleOk()}
      >
        <Form.Item label={t('users.field.account')}>
          <Input value={user?.account ?? ''} disabled />
        </Form.Item>
        <Form.Item name="mode" label={t('userPassword.mode')}>
          <Radio.Group
            options={[
              { value: 'generate', label: t('userPassword.generate') },
              { value: 'choose', label: t('userPassword.choose') },
            ]}
          />
        </Form.Item>
        {mode === 'choose' && (
          <>
            <Form.Item
              name="password"
              label={t('users.newPassword')}
              extra={t('userPassword.initialRule')}
              rules={[
                { required: true, message: t('users.required.password') },
                { pattern: INITIAL_PASSWORD, message: t('userPassword.initialRule') },
              ]}
            >
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
          </>
        )}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
