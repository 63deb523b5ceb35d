import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ColumnOptionsEditor, type ColumnOption } from './column-options-editor';
import { list, text, type PropEditorProps } from './editor-props';
import { InterfaceSelect } from './interface-select';
import { LinkageEditor, type TemplateItem } from './linkage-editor';
import { PopupLook } from './popup-look';
import { PageSettings } from './relation-form-editor';

/** popupSelect, popupTableSelect and autoComplete: the data interface, its keys, columns and linkage. */
export function PopupEditor(props: PropEditorProps) {
  const { field, fields, setProp, setProps } = props;
  const { t } = useTranslation();
  const key = String(field.__config__.jnpfKey);
  const isPopup = key !== 'autoComplete';
  const interfaceId = text(field.interfaceId);
  const columns = list<ColumnOption>(field.columnOptions);
  return (
    <>
      <Form.Item label={t('visualdev.props.interface')} htmlFor="vd-prop-popup-interface" required>
        <InterfaceSelect
          id="vd-prop-popup-interface"
          ariaLabel={t('visualdev.props.interface')}
          value={interfaceId}
          onChange={(id, name) => setProps({ interfaceId: id, interfaceName: name, templateJson: [] })}
        />
      </Form.Item>
      <LinkageEditor
        interfaceId={interfaceId}
        field={field}
        fields={fields}
        value={list<TemplateItem>(field.templateJson)}
        onChange={(next) => setProp('templateJson', next)}
      />
      {isPopup && (
        <Form.Item label={t('visualdev.props.propsValue')} htmlFor="vd-prop-props-value" required>
          <Input
            id="vd-prop-props-value"
            value={text(field.propsValue)}
            onChange={(e) => setProp('propsValue', e.target.value.trim())}
          />
        </Form.Item>
      )}
      <Form.Item label={t('visualdev.props.relationShown')} htmlFor="vd-prop-popup-relation" required>
        <Input
          id="vd-prop-popup-relation"
          value={text(field.relationField)}
          onChange={(e) => setProp('relationField', e.target.value.trim())}
        />
      </Form.Item>
      {!isPopup && (
        <Form.Item label={t('visualdev.props.total')} htmlFor="vd-prop-total">
          <InputNumber
            id="vd-prop-total"
            min={1}
            max={100}
            precision={0}
            value={typeof field.total === 'number' ? field.total : 10}
            onChange={(v) => typeof v === 'number' && setProp('total', v)}
          />
        </Form.Item>
      )}
      {isPopup && (
        <>
          <ColumnOptionsEditor
            columns={columns}
            onChange={(next) => setProp('columnOptions', next)}
            rowTestId="column-row"
          />
          <PageSettings field={field} setProp={setProp} />
          <PopupLook
            field={field}
            setProp={setProp}
            types={key === 'popupSelect' ? ['dialog', 'drawer'] : undefined}
          />
          <Form.Item label={t('visualdev.props.multiple')}>
            <Switch
              size="small"
              aria-label={t('visualdev.props.multiple')}
              checked={field.multiple === true}
              onChange={(v) => setProp('multiple', v)}
            />
          </Form.Item>
        </>
      )}
    </>
  );
}
