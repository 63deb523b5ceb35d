import { PATTERNS, profileRoutes } from '@tessera/shared';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callMsg } from '@/lib/call';
import { feedback } from '@/lib/feedback';
import { md5Hex } from '@/lib/md5';
import { useUserStore } from '@/stores/user-store';

type Values = { oldPassword: string; password: string; confirm: string };

/**
 * The only screen of a user whose password an administrator set (while the setting is on): the
 * server refuses every other call until the password is changed, then the user goes home.
 */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);

  const handleFinish = async (values: Values) => {
    setSaving(true);
    try {
      const msg = await callMsg(profileRoutes.modifyPassword, {
        body: { oldPassword: md5Hex(values.oldPassword), password: md5Hex(values.password) },
      });
      feedback.success(msg);
      useUserStore.getState().setMustChangePassword(false);
      await navigate('/home', { replace: true });
    } catch {
      // the http client showed the server's reason
    } finally {
      setSaving(false);
    }
  };
  const signOut = async () => {
    useUserStore.getState().resetSession();
    await navigate('/login', { replace: true });
  };

  return (
    <main style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px' }}>
      <Card style={{ width: 440, maxWidth: '100%' }} data-testid="change-password-page">
        <Typography.Title level={1} style={{ fontSize: 20 }}>
          {t('changePassword.title')}
        </Typography.Title>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('changePassword.why')} />
        <Form<Values> layout="vertical" onFinish={(v) => void handleFinish(v)}>
          <Form.Item
            name="oldPassword"
            label={t('changePassword.old')}
            rules={[{ required: true, message: t('changePassword.oldRequired') }]}
          >
            <Input.Password autoComplete="current-password" data-testid="change-old" />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('changePassword.new')}
            extra={t('changePassword.rule')}
            dependencies={['oldPassword']}
            rules={[
              { required: true, message: t('changePassword.newRequired') },
              { pattern: PATTERNS.password.pattern, message: t('changePassword.rule') },
              ({ getFieldValue }) => ({
                validator: (_: unknown, value?: string) =>
                  !value || value !== getFieldValue('oldPassword')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('changePassword.same'))),
              }),
            ]}
          >
            <Input.Password maxLength={16} autoComplete="new-password" data-testid="change-new" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label={t('changePassword.confirm')}
            dependencies={['password']}
            rules={[
              { required: true, message: t('changePassword.confirmRequired') },
              ({ getFieldValue }) => ({
                validator: (_: unknown, value?: string) =>
                  !value || value === getFieldValue('password')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('changePassword.mismatch'))),
              }),
            ]}
          >
            <Input.Password maxLength={16} autoComplete="new-password" data-testid="change-confirm" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={saving} data-testid="change-submit">
            {t('changePassword.submit')}
          </Button>
          <Button type="link" block onClick={() => void signOut()} style={{ marginTop: 8 }}>
            {t('changePassword.signOut')}
          </Button>
        </Form>
      </Card>
    </main>
  );
}
