import type { CalcToken } from '@tessera/shared';
import { Alert, Button, Form, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkCalc, tokenText } from './calc-check';
import { list, type PropEditorProps } from './editor-props';
import { NumberLookSwitches } from './num-input-editor';
import { numericRefChoices } from './field-choices';

const KEYS = ['+', '-', '×', '÷', '(', ')', '7', '8', '9', '4', '5', '6', '1', '2', '3', '0', '.'];

/** The calculate widget: the expression built from tokens, its live check, and how the result shows. */
export function CalcEditor({ field, fields, setProp }: PropEditorProps) {
  const { t } = useTranslation();
  const tokens = list<CalcToken>(field.expression);
  const refs = numericRefChoices(fields, field);
  const labels = new Map(refs.map((r) => [r.value, r.label]));
  const verdict = checkCalc(
    tokens,
    refs.map((r) => r.value),
  );
  const put = (next: CalcToken[]) => setProp('expression', next);
  return (
    <>
      <Form.Item label={t('visualdev.props.expression')}>
        <div className="vd-calc-expression" data-testid="calc-expression" aria-live="polite">
          {tokens.map((tk) => tokenText(tk, labels)).join(' ') || t('visualdev.props.expressionEmpty')}
        </div>
        <Alert
          type={verdict.ok ? 'success' : 'error'}
          showIcon
          data-testid="calc-verdict"
          title={
            verdict.ok
              ? t('visualdev.props.calcValid')
              : t('visualdev.props.calcInvalid', {
                  reason: t(`visualdev.props.calcReason.${verdict.key}`, verdict.values),
                })
          }
        />
        <div className="vd-calc-keys">
          {KEYS.map((k) => (
            <Button key={k} size="small" onClick={() => put([...tokens, k])} data-testid={`calc-key-${k}`}>
              {k}
            </Button>
          ))}
          <Button size="small" onClick={() => put(tokens.slice(0, -1))} disabled={!tokens.length}>
            {t('visualdev.props.calcBack')}
          </Button>
          <Button size="small" danger onClick={() => put([])} disabled={!tokens.length}>
            {t('visualdev.props.calcClear')}
          </Button>
        </div>
        <Select
          size="small"
          style={{ width: '100%' }}
          value={null}
          placeholder={t('visualdev.props.calcInsertField')}
          aria-label={t('visualdev.props.calcInsertField')}
          notFoundContent={t('visualdev.props.calcNoFields')}
          options={refs}
          onChange={(v: string) => put([...tokens, { __vModel__: v, label: labels.get(v) ?? v }])}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.precision')} htmlFor="vd-prop-precision">
        <InputNumber
          id="vd-prop-precision"
          min={0}
          max={6}
          precision={0}
          value={typeof field.precision === 'number' ? field.precision : 2}
          onChange={(v) => typeof v === 'number' && setProp('precision', v)}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.isStorage')}>
        <Radio.Group
          value={field.isStorage === 2 ? 2 : 1}
          onChange={(e) => setProp('isStorage', e.target.value)}
          options={[
            { value: 1, label: t('visualdev.props.isStorage.1') },
            { value: 2, label: t('visualdev.props.isStorage.2') },
          ]}
        />
      </Form.Item>
      <NumberLookSwitches field={field} setProp={setProp} />
    </>
  );
}
