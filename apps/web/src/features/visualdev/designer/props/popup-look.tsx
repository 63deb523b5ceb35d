import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { text, type PropEditorProps } from './editor-props';

/** How a data popup opens: its type, title and width. */
export function PopupLook({
  field,
  setProp,
  types,
}: Pick<PropEditorProps, 'field' | 'setProp'> & { types?: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      {types && (
        <Form.Item label={t('visualdev.props.popupType')} htmlFor="vd-prop-popup-type">
          <Select
            id="vd-prop-popup-type"
            value={text(field.popupType) || types[0]}
            onChange={(v: string) => setProp('popupType', v)}
            options={types.map((v) => ({ value: v, label: t(`visualdev.props.popupType.${v}`) }))}
          />
        </Form.Item>
      )}
      <Form.Item label={t('visualdev.props.popupTitle')} htmlFor="vd-prop-popup-title">
        <Input
          id="vd-prop-popup-title"
          maxLength={100}
          value={text(field.popupTitle)}
          onChange={(e) => setProp('popupTitle', e.target.value)}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.popupWidth')} htmlFor="vd-prop-popup-width">
        <Select
          id="vd-prop-popup-width"
          value={text(field.popupWidth) || '800px'}
          onChange={(v: string) => setProp('popupWidth', v)}
          options={['600px', '700px', '800px', '1000px', '1200px', '100%'].map((v) => ({
            value: v,
            label: v,
          }))}
        />
      </Form.Item>
    </>
  );
}
