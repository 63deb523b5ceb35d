import { walkFields } from '@tessera/shared';
import { DatePicker, Form, InputNumber, Select, Switch, TimePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { text, type PropEditorProps } from './editor-props';

type Side = 'start' | 'end';

/** datePicker / timePicker: the earliest and latest value allowed (form-model.md §2.1 range rules). */
export function DateRulesEditor(props: PropEditorProps) {
  return (
    <>
      <SideRule {...props} side="start" />
      <SideRule {...props} side="end" />
    </>
  );
}

function SideRule({ field, fields, setConfig, setConfigs, side }: PropEditorProps & { side: Side }) {
  const { t } = useTranslation();
  const c = field.__config__;
  const key = String(c.jnpfKey);
  const isTime = key === 'timePicker';
  const on = c[`${side}TimeRule`] === true;
  const type = Number(c[`${side}TimeType`] ?? 1);
  const value = c[`${side}TimeValue`];
  const targets = isTime ? [4, 5, 6] : [1, 2, 3, 4, 5, 6];
  const others = walkFields(fields).flatMap(({ field: f, table }) =>
    f !== field && !table && f.__config__.jnpfKey === key && f.__vModel__
      ? [{ value: f.__vModel__, label: `${String(f.__config__.label ?? '')} (${f.__vModel__})` }]
      : [],
  );
  const label = (k: string) => t(`visualdev.props.range.${k}`, { side: t(`visualdev.props.range.${side}`) });
  return (
    <div className="vd-range-rule" data-testid={`range-${side}`}>
      <Form.Item label={label('rule')}>
        <Switch
          size="small"
          aria-label={label('rule')}
          checked={on}
          onChange={(v) => setConfig(`${side}TimeRule`, v)}
        />
      </Form.Item>
      {on && (
        <>
          <Form.Item label={label('type')}>
            <Select
              aria-label={label('type')}
              value={type}
              onChange={(v: number) => setConfigs({ [`${side}TimeType`]: v, [`${side}TimeValue`]: null })}
              options={[1, 2, 3, 4, 5].map((v) => ({
                value: v,
                label: t(`visualdev.props.range.type.${v}`),
              }))}
            />
          </Form.Item>
          {type === 1 && !isTime && (
            <DatePicker
              aria-label={label('value')}
              showTime
              value={typeof value === 'number' ? dayjs(value) : null}
              onChange={(d) => setConfig(`${side}TimeValue`, d ? d.valueOf() : null)}
            />
          )}
          {type === 1 && isTime && (
            <TimePicker
              aria-label={label('value')}
              value={typeof value === 'string' ? dayjs(`2000-01-01 ${value}`) : null}
              onChange={(d) => setConfig(`${side}TimeValue`, d ? d.format('HH:mm:ss') : null)}
            />
          )}
          {type === 2 && (
            <Select
              aria-label={label('field')}
              style={{ width: '100%' }}
              value={text(c[`${side}RelationField`]) || undefined}
              onChange={(v: string) => setConfig(`${side}RelationField`, v)}
              options={others}
            />
          )}
          {(type === 4 || type === 5) && (
            <div className="vd-option-row">
              <InputNumber
                aria-label={label('value')}
                min={0}
                precision={0}
                value={typeof value === 'number' ? value : null}
                onChange={(v) => setConfig(`${side}TimeValue`, v ?? null)}
              />
              <Select
                aria-label={label('target')}
                value={
                  targets.includes(Number(c[`${side}TimeTarget`]))
                    ? Number(c[`${side}TimeTarget`])
                    : targets[0]
                }
                onChange={(v: number) => setConfig(`${side}TimeTarget`, v)}
                options={targets.map((v) => ({ value: v, label: t(`visualdev.props.range.target.${v}`) }))}
              />
            </div>
          )}
        </>
      )}
    </div>
  );
}
