import { Alert, Button, Form, Input, InputNumber, Radio, Select, Typography } from 'antd';
import {
  BILL_DATE_FORMATS,
  BILL_LIMITS,
  billRuleProblem,
  previewBillNumber,
  type BillRuleBody,
  type BillRuleItem,
} from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import { BillRuleDialog } from '@/components/bill-rule-dialog';
import { DictionarySelect } from '@/components/dictionary';
import {
  DescriptionField,
  NameCodeFields,
  SortCodeField,
  SwitchField,
  recordStateValues,
} from '@/components/form-fields';
import { billRuleApi } from '../api/bill-rule-api';
import { useInvalidateBillRules } from '../api/bill-rule-queries';

const NEW_RULE: Partial<BillRuleBody> = {
  type: 1,
  prefix: '',
  suffix: '',
  dateFormat: 'YYYYMMDD',
  digit: 4,
  startNumber: 1,
  randomDigit: 6,
  randomType: 1,
  ...recordStateValues(),
};

const toBody = (row: BillRuleItem): Partial<BillRuleBody> => ({
  categoryId: row.categoryId ?? undefined,
  fullName: row.fullName,
  enCode: row.enCode,
  prefix: row.prefix,
  type: row.type,
  dateFormat: row.dateFormat,
  digit: row.digit,
  startNumber: row.startNumber,
  randomDigit: row.randomDigit,
  randomType: row.randomType === 2 ? 2 : 1,
  suffix: row.suffix,
  ...recordStateValues(row),
});

/** Create or edit a numbering rule, with a live example of the number it makes. */
export function BillRuleForm({ row, onClose }: { row?: BillRuleItem; onClose: () => void }) {
  const { t } = useTranslation();
  const invalidate = useInvalidateBillRules();
  const [form] = Form.useForm<BillRuleBody>();
  const [picking, setPicking] = useState(false);
  const values = Form.useWatch([], form) as Partial<BillRuleBody> | undefined;
  const initial = row ? toBody(row) : NEW_RULE;
  const current = { ...initial, ...values };
  const type = current.type ?? 1;
  const problem = billRuleProblem({
    type,
    digit: current.digit ?? 4,
    startNumber: current.startNumber ?? 0,
    prefix: current.prefix ?? '',
    suffix: current.suffix ?? '',
  });
  const example = problem
    ? '—'
    : previewBillNumber({
        type,
        prefix: current.prefix ?? '',
        suffix: current.suffix ?? '',
        digit: current.digit ?? 4,
        startNumber: current.startNumber ?? 0,
        dateFormat: current.dateFormat ?? 'YYYYMMDD',
        randomDigit: current.randomDigit ?? 6,
        randomType: current.randomType ?? 1,
      });
  const problemRule = (key: 'billStartTooLong' | 'billPrefixInvalid' | 'billSuffixInvalid') => ({
    validator: async () => {
      const p = billRuleProblem({
        type: form.getFieldValue('type') as 1 | 2 | 3,
        digit: Number(form.getFieldValue('digit') ?? 4),
        startNumber: Number(form.getFieldValue('startNumber') ?? 0),
        prefix: String(form.getFieldValue('prefix') ?? ''),
        suffix: String(form.getFieldValue('suffix') ?? ''),
      });
      if (p?.key === key) throw new Error(t(`billRule.problem.${key}`, p.params));
    },
  });
  const submit = async (v: BillRuleBody) => {
    const body: BillRuleBody = {
      ...v,
      prefix: v.prefix ?? '',
      suffix: v.suffix ?? '',
      categoryId: v.categoryId || null,
      description: v.description || null,
    };
    const msg = row ? await billRuleApi.update(row.id, body) : await billRuleApi.create(body);
    await invalidate();
    return msg;
  };

  return (
    <EditDrawer<BillRuleBody>
      open
      title={t(row ? 'billRule.edit' : 'billRule.add')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="bill-rule-form"
      form={form}
      width={640}
    >
      {!row && (
        <Button
          onClick={() => setPicking(true)}
          style={{ marginBottom: 16 }}
          data-testid="bill-rule-from-template"
        >
          {t('billRule.fromTemplate')}
        </Button>
      )}
      <div className="bill-rule-example" aria-live="polite">
        <Typography.Text type="secondary">{t('billRule.example')}</Typography.Text>
        <Typography.Text code data-testid="bill-rule-example">
          {example}
        </Typography.Text>
      </div>
      <div className="bill-rule-form-grid">
        <NameCodeFields ns="billRule" />
        <Form.Item name="categoryId" label={t('billRule.field.categoryId')}>
          <DictionarySelect enCode="businessType" data-testid="field-categoryId" />
        </Form.Item>
        <Form.Item name="type" label={t('billRule.field.type')}>
          <Radio.Group
            optionType="button"
            options={[1, 2, 3].map((v) => ({ value: v, label: t(`billRule.type.${v}`) }))}
            data-testid="field-type"
          />
        </Form.Item>
        <Form.Item
          name="prefix"
          label={t('billRule.field.prefix')}
          dependencies={['type']}
          rules={[{ max: BILL_LIMITS.affixMax }, problemRule('billPrefixInvalid')]}
        >
          <Input maxLength={BILL_LIMITS.affixMax} autoComplete="off" data-testid="field-prefix" />
        </Form.Item>
        <Form.Item
          name="suffix"
          label={t('billRule.field.suffix')}
          rules={[{ max: BILL_LIMITS.affixMax }, problemRule('billSuffixInvalid')]}
        >
          <Input maxLength={BILL_LIMITS.affixMax} autoComplete="off" data-testid="field-suffix" />
        </Form.Item>
        {type === 1 && (
          <>
            <Form.Item name="dateFormat" label={t('billRule.field.dateFormat')}>
              <Select
                options={BILL_DATE_FORMATS.map((f) => ({
                  value: f,
                  label: f === 'no' ? t('billRule.dateFormat.no') : f,
                }))}
                data-testid="field-dateFormat"
              />
            </Form.Item>
            <Form.Item
              name="digit"
              label={t('billRule.field.digit')}
              rules={[
                { required: true, type: 'integer', min: BILL_LIMITS.digitMin, max: BILL_LIMITS.digitMax },
              ]}
            >
              <InputNumber
                min={BILL_LIMITS.digitMin}
                max={BILL_LIMITS.digitMax}
                precision={0}
                style={{ width: '100%' }}
                data-testid="field-digit"
              />
            </Form.Item>
            <Form.Item
              name="startNumber"
              label={t('billRule.field.startNumber')}
              dependencies={['digit', 'type']}
              rules={[{ required: true, type: 'integer', min: 0 }, problemRule('billStartTooLong')]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="field-startNumber" />
            </Form.Item>
          </>
        )}
        {type === 2 && (
          <>
            <Form.Item
              name="randomDigit"
              label={t('billRule.field.randomDigit')}
              rules={[
                {
                  required: true,
                  type: 'integer',
                  min: BILL_LIMITS.randomDigitMin,
                  max: BILL_LIMITS.randomDigitMax,
                },
              ]}
            >
              <InputNumber
                min={BILL_LIMITS.randomDigitMin}
                max={BILL_LIMITS.randomDigitMax}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="randomType" label={t('billRule.field.randomType')}>
              <Radio.Group
                options={[1, 2].map((v) => ({ value: v, label: t(`billRule.randomType.${v}`) }))}
              />
            </Form.Item>
          </>
        )}
        <SortCodeField label={t('billRule.field.sortCode')} />
        <SwitchField
          name="enabledMark"
          label={t('billRule.field.enabledMark')}
          on={t('billRule.state.on')}
          off={t('billRule.state.off')}
        />
      </div>
      {type === 2 && (
        <Alert type="warning" showIcon message={t('billRule.randomHint')} style={{ marginBottom: 16 }} />
      )}
      {row && <Alert type="info" showIcon message={t('billRule.counterHint')} style={{ marginBottom: 16 }} />}
      <DescriptionField label={t('billRule.field.description')} />
      <BillRuleDialog
        open={picking}
        onClose={() => setPicking(false)}
        onConfirm={(template) => form.setFieldsValue(template)}
      />
    </EditDrawer>
  );
}
