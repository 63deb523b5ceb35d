import { PATTERNS, type PatternName, type RegRule } from '@tessera/shared';
import { Button, Form, Input, Select, Space } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

const PRESETS = Object.keys(PATTERNS) as PatternName[];

/** A preset pattern as a regList rule: the regex literal and its translated message. */
export const presetRule = (name: PatternName, message: string): RegRule => {
  const { pattern } = PATTERNS[name];
  return { pattern: `/${pattern.source}/${pattern.flags}`, message };
};

/** The validation rules of a widget: presets of spec 02 §5 or a pattern of one's own, each with its message. */
export function RegListEditor({
  value,
  onChange,
}: {
  value: RegRule[];
  onChange: (next: RegRule[]) => void;
}) {
  const { t } = useTranslation();
  const change = (i: number, patch: Partial<RegRule>) =>
    onChange(value.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Form.Item label={t('visualdev.props.regList')}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {value.map((rule, i) => (
          <div key={i} className="vd-reg-row" data-testid="reg-row">
            <Input
              value={rule.pattern}
              onChange={(e) => change(i, { pattern: e.target.value })}
              aria-label={t('visualdev.props.regPattern')}
              placeholder={t('visualdev.props.regPattern')}
              spellCheck={false}
            />
            <Input
              value={rule.message ?? ''}
              onChange={(e) => change(i, { message: e.target.value })}
              aria-label={t('visualdev.props.regMessage')}
              placeholder={t('visualdev.props.regMessage')}
            />
            <Button
              danger
              size="small"
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              aria-label={t('visualdev.props.regRemove')}
              icon={<DeleteOutlined />}
            />
          </div>
        ))}
        <Space wrap>
          <Select<PatternName>
            value={null}
            placeholder={t('visualdev.props.regPreset')}
            aria-label={t('visualdev.props.regPreset')}
            style={{ minWidth: 140 }}
            options={PRESETS.map((name) => ({ value: name, label: t(`visualdev.reg.${name}`) }))}
            onChange={(name) =>
              onChange([...value, presetRule(name, t(`validation.${PATTERNS[name].messageKey}`))])
            }
            data-testid="reg-preset"
          />
          <Button onClick={() => onChange([...value, { pattern: '', message: '' }])}>
            {t('visualdev.props.regAdd')}
          </Button>
        </Space>
      </Space>
    </Form.Item>
  );
}
