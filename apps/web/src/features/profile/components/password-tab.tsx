import { Alert, Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { profileApi } from '../api/profile-api';
import { patternRule } from '../profile-rules';

interface PasswordValues {
  oldPassword: string;
  password: string;
  confirm: string;
}

/** Changes the password; the server signs every other session out and keeps this one. */
export function PasswordTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PasswordValues>();
  const change = useMutation({
    mutationFn: (v: PasswordValues) => profileApi.modifyPassword(v.oldPassword, v.password),
    onSuccess: () => {
      feedback.success(t('profile.password.success'));
      form.resetFields();
    },
  });
  return (
    <Form<PasswordValues>
      form={form}
      name="modifyPassword"
      layout="vertical"
      className="profile-form"
      onFinish={(values) => change.mutate(values)}
    >
      <Alert type="info" showIcon title={t('profile.password.hint')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="oldPassword"
        label={t('profile.password.old')}
        rules={[{ required: true, message: t('profile.password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('profile.password.new')}
        rules={[{ required: true, message: t('profile.password.newRequired') }, patternRule('password', t)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('profile.password.confirm')}
        dependencies={['password']}
        rules={[
          { required: true, message: t('profile.password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('profile.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="profile-password-save">
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}
