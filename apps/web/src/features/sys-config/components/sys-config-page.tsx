import { Button, Card, Form, Input, InputNumber, Radio, Skeleton, Switch, Tabs, Tag, Typography } from 'antd';
import { PATTERNS, SYS_CONFIG_LIMITS, type SysConfigBody, type SysConfigSettings } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth, usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user-store';
import { sysConfigApi } from '../api/sys-config-api';
import { useInvalidateSysConfig, useSysConfig } from '../api/sys-config-queries';
import { IconField } from './icon-field';
import '@/components/admin-table/admin-table.css';
import './sys-config.css';

/** The form's values: the settings plus a replacement for the secret (never read back). */
type SysConfigForm = SysConfigSettings & { newUserDefaultPassword?: string };

type Limited = keyof typeof SYS_CONFIG_LIMITS;

/** system/sysConfig: the basic (names, logos, company) and security settings of the platform. */
export default function SysConfigPage() {
  const { t } = useTranslation();
  const invalidate = useInvalidateSysConfig();
  const can = usePermission();
  const fetchCurrentUser = useUserStore((s) => s.fetchCurrentUser);
  const [form] = Form.useForm<SysConfigForm>();
  const [saving, setSaving] = useState(false);
  const { data } = useSysConfig();
  const lockType = Form.useWatch('lockType', form);
  const codeOn = Form.useWatch('enableVerificationCode', form);
  const readOnly = !can('btn_edit');

  const label = (key: string) => t(`sysConfig.field.${key}`);
  const required = (key: string) => ({
    required: true,
    message: t('sysConfig.required', { field: label(key) }),
  });
  const number = (key: Limited) => (
    <Form.Item
      name={key}
      label={label(key)}
      extra={t(`sysConfig.hint.${key}`, SYS_CONFIG_LIMITS[key])}
      rules={[
        required(key),
        {
          type: 'integer',
          ...SYS_CONFIG_LIMITS[key],
          message: t(`sysConfig.hint.${key}`, SYS_CONFIG_LIMITS[key]),
        },
      ]}
    >
      <InputNumber
        {...SYS_CONFIG_LIMITS[key]}
        precision={0}
        style={{ width: 200 }}
        data-testid={`cfg-${key}`}
      />
    </Form.Item>
  );
  const flag = (key: 'enableVerificationCode' | 'lastLoginTimeSwitch' | 'forceChangeInitialPassword') => (
    <Form.Item
      name={key}
      label={label(key)}
      extra={
        key === 'enableVerificationCode'
          ? t('sysConfig.hint.enableVerificationCode')
          : key === 'forceChangeInitialPassword'
            ? t('sysConfigSecret.forceChangeHint')
            : undefined
      }
      valuePropName="checked"
      getValueProps={(v: number) => ({ checked: v === 1 })}
      normalize={(v: boolean) => (v ? 1 : 0)}
    >
      <Switch aria-label={label(key)} data-testid={`cfg-${key}`} />
    </Form.Item>
  );

  const handleSave = async () => {
    const values = await form.validateFields({ validateOnly: false }).catch(() => undefined);
    if (!values || !data) return;
    const all = { ...data, ...form.getFieldsValue(true) } as SysConfigForm;
    const { sysVersion: _version, newUserDefaultPasswordSet: _set, newUserDefaultPassword, ...rest } = all;
    // a secret is only sent when replaced; it is never read back
    const body: SysConfigBody = { ...rest, ...(newUserDefaultPassword ? { newUserDefaultPassword } : {}) };
    setSaving(true);
    try {
      await sysConfigApi.save(body);
      feedback.success(t('sysConfig.saved'));
      await invalidate();
      // the shell shows the new name and logo at once
      await fetchCurrentUser().catch(() => undefined);
    } catch {
      // the http client already showed the server's reason
    } finally {
      setSaving(false);
    }
  };

  const basic = (
    <div className="sys-config-grid">
      <Form.Item
        name="sysName"
        label={label('sysName')}
        extra={t('sysConfig.hint.sysName')}
        rules={[required('sysName'), { max: 50 }]}
      >
        <Input maxLength={50} data-testid="cfg-sysName" />
      </Form.Item>
      <Form.Item name="title" label={label('title')} rules={[{ max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="copyright"
        label={label('copyright')}
        extra={t('sysConfig.hint.copyright')}
        rules={[{ max: 200 }]}
      >
        <Input maxLength={200} data-testid="cfg-copyright" />
      </Form.Item>
      <Form.Item name="sysVersion" label={label('sysVersion')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="companyName" label={label('companyName')} rules={[{ max: 100 }]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="companyContacts" label={label('companyContacts')} rules={[{ max: 50 }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="companyTelePhone" label={label('companyTelePhone')} rules={[{ max: 30 }]}>
        <Input maxLength={30} />
      </Form.Item>
      <div />
      <Form.Item name="logoIcon" label={label('logoIcon')} extra={t('sysConfig.hint.icon')}>
        <IconField testId="cfg-logoIcon" disabled={readOnly} />
      </Form.Item>
      <Form.Item name="loginIcon" label={label('loginIcon')} extra={t('sysConfig.hint.icon')}>
        <IconField testId="cfg-loginIcon" disabled={readOnly} />
      </Form.Item>
    </div>
  );

  const security = (
    <div className="sys-config-grid">
      {number('tokenTimeout')}
      <Form.Item name="singleLogin" label={label('singleLogin')} extra={t('sysConfig.hint.singleLogin')}>
        <Radio.Group
          options={[1, 2].map((v) => ({ value: v, label: t(`sysConfig.single.${v}`) }))}
          data-testid="cfg-singleLogin"
        />
      </Form.Item>
      {number('passwordErrorsNumber')}
      <Form.Item name="lockType" label={label('lockType')}>
        <Radio.Group options={[1, 2].map((v) => ({ value: v, label: t(`sysConfig.lock.${v}`) }))} />
      </Form.Item>
      {lockType === 2 ? number('lockTime') : <div />}
      {flag('lastLoginTimeSwitch')}
      {flag('enableVerificationCode')}
      {codeOn === 1 ? number('verificationCodeNumber') : <div />}
      {flag('forceChangeInitialPassword')}
      <Form.Item
        name="newUserDefaultPassword"
        label={
          <span>
            {label('newUserDefaultPassword')}{' '}
            <Tag data-testid="cfg-newUserDefaultPassword-state">
              {t(data?.newUserDefaultPasswordSet ? 'sysConfigSecret.set' : 'sysConfigSecret.notSet')}
            </Tag>
          </span>
        }
        extra={t('sysConfigSecret.replaceHint')}
        rules={[
          {
            validator: async (_rule, value?: string) => {
              if (!value) return;
              if (!PATTERNS.password.pattern.test(value)) throw new Error(t('validation.password'));
            },
          },
        ]}
      >
        <Input.Password maxLength={16} autoComplete="new-password" data-testid="cfg-newUserDefaultPassword" />
      </Form.Item>
    </div>
  );

  return (
    <Card className="admin-page sys-config-page" data-testid="sys-config-page">
      <Typography.Title level={1} className="admin-title">
        {t('sysConfig.title')}
      </Typography.Title>
      {!data ? (
        <Skeleton active />
      ) : (
        <Form<SysConfigForm>
          form={form}
          layout="vertical"
          initialValues={data}
          disabled={readOnly}
          onFinish={() => void handleSave()}
          // the settings are one record: a tab switch keeps the other tab's values
          preserve
        >
          <Tabs
            items={[
              { key: 'basic', label: t('sysConfig.tab.basic'), children: basic, forceRender: true },
              { key: 'security', label: t('sysConfig.tab.security'), children: security, forceRender: true },
            ]}
          />
          <Auth code="btn_edit">
            <Button type="primary" htmlType="submit" loading={saving} data-testid="cfg-save">
              {t('sysConfig.save')}
            </Button>
          </Auth>
        </Form>
      )}
    </Card>
  );
}
