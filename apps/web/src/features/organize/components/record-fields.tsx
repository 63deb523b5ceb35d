import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeRules, nameRules } from '../organize-rules';

/** Name and code inputs with their patterns (spec 02 section 5). */
export function NameCodeFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="fullName" label={t('organize.field.fullName')} rules={nameRules(t)}>
        <Input maxLength={50} autoComplete="off" data-testid="field-fullName" />
      </Form.Item>
      <Form.Item name="enCode" label={t('organize.field.enCode')} rules={codeRules(t)}>
        <Input maxLength={50} autoComplete="off" data-testid="field-enCode" />
      </Form.Item>
    </>
  );
}

/** Sort order, on/off switch and note, shared by every administered record. */
export function TailFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="sortCode" label={t('organize.field.sortCode')}>
        <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="enabledMark"
        label={t('organize.field.enabledMark')}
        valuePropName="checked"
        getValueProps={(v: number | undefined) => ({ checked: v !== 0 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch checkedChildren={t('organize.state.on')} unCheckedChildren={t('organize.state.off')} />
      </Form.Item>
      <Form.Item name="description" label={t('organize.field.description')}>
        <Input.TextArea maxLength={500} rows={3} showCount />
      </Form.Item>
    </>
  );
}
