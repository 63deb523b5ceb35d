import { Form, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PropEditorProps } from './editor-props';

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** The number input: its bounds, decimal places, thousands separator and amount in Chinese capitals. */
export function NumInputEditor({ field, setProp }: PropEditorProps) {
  const { t } = useTranslation();
  const bound = (key: 'min' | 'max') => (
    <Form.Item label={t(`visualdev.props.${key}`)} htmlFor={`vd-prop-${key}`}>
      <InputNumber
        id={`vd-prop-${key}`}
        style={{ width: '100%' }}
        value={num(field[key])}
        onChange={(v) => setProp(key, typeof v === 'number' ? v : undefined)}
      />
    </Form.Item>
  );
  return (
    <>
      {bound('min')}
      {bound('max')}
      <Form.Item label={t('visualdev.props.precision')} htmlFor="vd-prop-precision">
        <InputNumber
          id="vd-prop-precision"
          min={0}
          max={6}
          precision={0}
          value={num(field.precision)}
          onChange={(v) => setProp('precision', typeof v === 'number' ? v : undefined)}
        />
      </Form.Item>
      <NumberLookSwitches field={field} setProp={setProp} />
    </>
  );
}

/** The thousands separator and amount-in-Chinese-capitals switches (number input, calculate). */
export function NumberLookSwitches({ field, setProp }: Pick<PropEditorProps, 'field' | 'setProp'>) {
  const { t } = useTranslation();
  return (
    <div className="vd-switches">
      <label>
        <Switch size="small" checked={field.thousands === true} onChange={(v) => setProp('thousands', v)} />{' '}
        {t('visualdev.props.thousands')}
      </label>
      <label>
        <Switch
          size="small"
          checked={field.isAmountChinese === true}
          onChange={(v) => setProp('isAmountChinese', v)}
        />{' '}
        {t('visualdev.props.isAmountChinese')}
      </label>
    </div>
  );
}
