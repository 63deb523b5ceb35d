import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BillRuleDialog } from '@/components/bill-rule-dialog';

/** The numbering rule of a billRule widget, chosen in the template dialog (stores its code and name). */
export function BillRuleField(props: {
  rule: string;
  ruleName: string;
  onChange: (rule: string, ruleName: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Form.Item label={t('visualdev.props.billRule')} required>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          readOnly
          value={props.ruleName ? `${props.ruleName} (${props.rule})` : props.rule}
          placeholder={t('visualdev.props.billRulePick')}
          aria-label={t('visualdev.props.billRule')}
        />
        <Button onClick={() => setOpen(true)} data-testid="prop-bill-rule">
          {t('visualdev.props.billRulePick')}
        </Button>
      </Space.Compact>
      <BillRuleDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => {
          props.onChange(picked.enCode, picked.fullName);
          setOpen(false);
        }}
      />
    </Form.Item>
  );
}
