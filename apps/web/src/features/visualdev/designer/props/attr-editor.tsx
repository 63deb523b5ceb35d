import { walkFields } from '@tessera/shared';
import { AutoComplete, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesignFields } from '../../api/visualdev-queries';
import { list, text, type PropEditorProps } from './editor-props';
import { relationWidgetChoices } from './field-choices';

/** relationFormAttr / popupAttr: which relation widget of this form, which of its columns, stored or not. */
export function AttrEditor({ field, fields, setProp, setProps }: PropEditorProps) {
  const { t } = useTranslation();
  const key = String(field.__config__.jnpfKey);
  const choices = relationWidgetChoices(fields, key);
  const relationField = text(field.relationField);
  const source = walkFields(fields).find((w) => w.field.__vModel__ === relationField)?.field;
  const targetFields = useDesignFields(key === 'relationFormAttr' ? text(source?.modelId) : '');
  const shown =
    key === 'relationFormAttr'
      ? (targetFields.data ?? [])
          .filter((f) => !f.tableField)
          .map((f) => ({ value: f.vModel, label: f.label }))
      : list<{ value: string; label: string }>(source?.columnOptions).filter((c) => c.value);
  return (
    <>
      <Form.Item label={t('visualdev.props.attrSource')} htmlFor="vd-prop-attr-source" required>
        <Select
          id="vd-prop-attr-source"
          value={relationField || undefined}
          onChange={(v: string) => setProps({ relationField: v, showField: '' })}
          options={choices}
          notFoundContent={t(`visualdev.props.attrNoSource.${key === 'popupAttr' ? 'popup' : 'relation'}`)}
          data-testid="attr-source"
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.showField')} htmlFor="vd-prop-show-field" required>
        <AutoComplete
          id="vd-prop-show-field"
          value={text(field.showField)}
          onChange={(v: string) => setProp('showField', v.trim())}
          options={shown.map((o) => ({ value: o.value, label: `${o.label} (${o.value})` }))}
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
    </>
  );
}
