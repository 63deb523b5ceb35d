import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesignFields, useDesignSelector } from '../../api/visualdev-queries';
import { list, text, type PropEditorProps } from './editor-props';
import { PopupLook } from './popup-look';

/** relationForm: the design it points to, the field it shows, the columns of its picker. */
export function RelationFormEditor({ field, setProp, setProps }: PropEditorProps) {
  const { t } = useTranslation();
  const designs = useDesignSelector();
  const modelId = text(field.modelId);
  const designFields = useDesignFields(modelId);
  const mainFields = (designFields.data ?? []).filter((f) => !f.tableField);
  const options = mainFields.map((f) => ({ value: f.vModel, label: `${f.label} (${f.vModel})` }));
  const columns = list<{ value: string; label: string }>(field.columnOptions);
  const pickDesign = (id: string) => setProps({ modelId: id, relationField: '', columnOptions: [] });
  return (
    <>
      <Form.Item label={t('visualdev.props.modelId')} htmlFor="vd-prop-model" required>
        <Select
          id="vd-prop-model"
          showSearch
          optionFilterProp="label"
          loading={designs.isLoading}
          value={modelId || undefined}
          onChange={pickDesign}
          options={(designs.data ?? []).map((d) => ({ value: d.id, label: `${d.fullName} (${d.enCode})` }))}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.relationShown')} htmlFor="vd-prop-relation-field" required>
        <Select
          id="vd-prop-relation-field"
          value={text(field.relationField) || undefined}
          onChange={(v: string) => setProp('relationField', v)}
          options={options}
          loading={designFields.isLoading}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.columnOptions')} htmlFor="vd-prop-columns">
        <Select
          id="vd-prop-columns"
          mode="multiple"
          value={columns.map((c) => c.value)}
          onChange={(vs: string[]) =>
            setProp(
              'columnOptions',
              vs.map((v) => ({ value: v, label: mainFields.find((f) => f.vModel === v)?.label ?? v })),
            )
          }
          options={options}
        />
      </Form.Item>
      <PageSettings field={field} setProp={setProp} />
      <PopupLook field={field} setProp={setProp} types={['dialog', 'drawer']} />
    </>
  );
}

/** hasPage and pageSize of a data popup. */
export function PageSettings({ field, setProp }: Pick<PropEditorProps, 'field' | 'setProp'>) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('visualdev.props.hasPage')}>
        <Switch
          size="small"
          checked={field.hasPage === true}
          onChange={(v) => setProp('hasPage', v)}
          aria-label={t('visualdev.props.hasPage')}
        />
      </Form.Item>
      {field.hasPage === true && (
        <Form.Item label={t('visualdev.props.pageSize')}>
          <Select
            aria-label={t('visualdev.props.pageSize')}
            value={typeof field.pageSize === 'number' ? field.pageSize : 20}
            onChange={(v: number) => setProp('pageSize', v)}
            options={[20, 50, 100].map((v) => ({ value: v, label: String(v) }))}
          />
        </Form.Item>
      )}
    </>
  );
}
