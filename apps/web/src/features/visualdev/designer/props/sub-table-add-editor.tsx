import { childrenOf, type FieldItem } from '@tessera/shared';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDesignFields, useDesignSelector } from '../../api/visualdev-queries';
import { ColumnOptionsEditor, type ColumnOption } from './column-options-editor';
import { list, text, type PropEditorProps } from './editor-props';
import { InterfaceSelect } from './interface-select';
import { LinkageEditor, type TemplateItem } from './linkage-editor';
import { PopupLook } from './popup-look';
import { PageSettings } from './relation-form-editor';

type Conf = Record<string, unknown>;
interface Mapping {
  field: string;
  type: 1 | 2;
  value: string;
}

/** A fresh add-by-dialog setting (spec 02 §3 `addTableConf`). */
export const newAddTableConf = (): Conf => ({
  dataSource: 'dynamic',
  interfaceId: '',
  modelId: '',
  relationField: '',
  templateJson: [],
  popupType: 'dialog',
  popupTitle: '',
  popupWidth: '800px',
  hasPage: true,
  pageSize: 20,
  columnOptions: [],
  relationOptions: [],
});

/**
 * How the sub-table's add button adds rows (addType 0 an empty row, 1 rows picked in a dialog) and
 * the dialog's source, columns and the mapping of a picked record onto a new row.
 */
export function SubTableAddEditor({ field, fields, setConfigs }: PropEditorProps) {
  const { t } = useTranslation();
  const addType = Number(field.__config__.addType) === 1 ? 1 : 0;
  const raw = field.__config__.addTableConf;
  const conf: Conf = typeof raw === 'object' && raw !== null ? (raw as Conf) : newAddTableConf();
  const put = (patch: Conf) => setConfigs({ addTableConf: { ...conf, ...patch } });
  const confField = { __config__: { jnpfKey: 'popupSelect' }, ...conf } as FieldItem;
  const setConfProp = (key: string, value: unknown) => put({ [key]: value });
  return (
    <>
      <Form.Item label={t('visualdev.props.addType')} htmlFor="vd-prop-add-type">
        <Select
          id="vd-prop-add-type"
          value={addType}
          onChange={(v: number) =>
            setConfigs(
              v === 1 ? { addType: 1, addTableConf: { ...newAddTableConf(), ...conf } } : { addType: 0 },
            )
          }
          options={[0, 1].map((v) => ({ value: v, label: t(`visualdev.props.addType.${v}`) }))}
        />
      </Form.Item>
      {addType === 1 && (
        <div data-testid="sub-table-add-settings">
          <Form.Item label={t('visualdev.props.actionText')} htmlFor="vd-prop-action-text">
            <Input
              id="vd-prop-action-text"
              maxLength={50}
              value={text(field.__config__.actionText)}
              onChange={(e) => setConfigs({ actionText: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('visualdev.props.addSource')} htmlFor="vd-prop-add-source">
            <Select
              id="vd-prop-add-source"
              value={conf.dataSource === 'relationForm' ? 'relationForm' : 'dynamic'}
              onChange={(v: string) =>
                put({
                  dataSource: v,
                  interfaceId: '',
                  modelId: '',
                  templateJson: [],
                  columnOptions: [],
                  relationField: '',
                })
              }
              options={['dynamic', 'relationForm'].map((v) => ({
                value: v,
                label: t(`visualdev.props.addSource.${v}`),
              }))}
            />
          </Form.Item>
          {conf.dataSource === 'relationForm' ? (
            <FormSource conf={conf} put={put} />
          ) : (
            <InterfaceSource conf={conf} put={put} field={field} fields={fields} />
          )}
          <Mappings
            table={field}
            value={list<Mapping>(conf.relationOptions)}
            onChange={(v) => put({ relationOptions: v })}
          />
          <PageSettings field={confField} setProp={setConfProp} />
          <PopupLook field={confField} setProp={setConfProp} types={['dialog', 'drawer']} />
        </div>
      )}
    </>
  );
}

/** A data interface, its parameters and the dialog's columns typed by hand. */
function InterfaceSource(props: {
  conf: Conf;
  put: (p: Conf) => void;
  field: FieldItem;
  fields: readonly FieldItem[];
}) {
  const { conf, put } = props;
  const { t } = useTranslation();
  const interfaceId = text(conf.interfaceId);
  const columns = list<ColumnOption>(conf.columnOptions);
  return (
    <>
      <Form.Item label={t('visualdev.props.interface')} htmlFor="vd-prop-add-interface" required>
        <InterfaceSelect
          id="vd-prop-add-interface"
          ariaLabel={t('visualdev.props.interface')}
          value={interfaceId}
          onChange={(id, name) => put({ interfaceId: id, interfaceName: name, templateJson: [] })}
        />
      </Form.Item>
      <LinkageEditor
        interfaceId={interfaceId}
        field={props.field}
        fields={props.fields}
        value={list<TemplateItem>(conf.templateJson)}
        onChange={(next) => put({ templateJson: next })}
      />
      <ColumnOptionsEditor
        columns={columns}
        onChange={(next) => put({ columnOptions: next })}
        rowTestId="add-column-row"
      />
    </>
  );
}

/** A released form and the fields its dialog shows (the first is searched by keyword). */
function FormSource({ conf, put }: { conf: Conf; put: (p: Conf) => void }) {
  const { t } = useTranslation();
  const designs = useDesignSelector();
  const modelId = text(conf.modelId);
  const designFields = useDesignFields(modelId);
  const mainFields = (designFields.data ?? []).filter((f) => !f.tableField);
  const options = mainFields.map((f) => ({ value: f.vModel, label: `${f.label} (${f.vModel})` }));
  const columns = list<ColumnOption>(conf.columnOptions);
  return (
    <>
      <Form.Item label={t('visualdev.props.modelId')} htmlFor="vd-prop-add-model" required>
        <Select
          id="vd-prop-add-model"
          showSearch
          optionFilterProp="label"
          loading={designs.isLoading}
          value={modelId || undefined}
          onChange={(id: string) => put({ modelId: id, relationField: '', columnOptions: [] })}
          options={(designs.data ?? []).map((d) => ({ value: d.id, label: `${d.fullName} (${d.enCode})` }))}
        />
      </Form.Item>
      <Form.Item label={t('visualdev.props.columnOptions')} htmlFor="vd-prop-add-columns">
        <Select
          id="vd-prop-add-columns"
          mode="multiple"
          value={columns.map((c) => c.value)}
          onChange={(vs: string[]) =>
            put({
              relationField: vs[0] ?? '',
              columnOptions: vs.map((v) => ({
                value: v,
                label: mainFields.find((f) => f.vModel === v)?.label ?? v,
              })),
            })
          }
          options={options}
        />
      </Form.Item>
    </>
  );
}

/** For each sub-table column: left empty, copied from a field of the picked record, or a fixed text. */
function Mappings({
  table,
  value,
  onChange,
}: {
  table: FieldItem;
  value: Mapping[];
  onChange: (v: Mapping[]) => void;
}) {
  const { t } = useTranslation();
  const columns = childrenOf(table).filter((c) => c.__vModel__);
  const set = (field: string, patch: Partial<Mapping> | null) => {
    const had = value.find((m) => m.field === field) ?? { field, type: 1 as const, value: '' };
    const rest = value.filter((m) => m.field !== field);
    onChange(patch === null ? rest : [...rest, { ...had, ...patch }]);
  };
  return (
    <Form.Item label={t('visualdev.props.addMapping')}>
      {columns.length === 0 && (
        <Typography.Text type="secondary">{t('visualdev.props.addMappingNone')}</Typography.Text>
      )}
      {columns.map((c) => {
        const vModel = c.__vModel__ ?? '';
        const m = value.find((x) => x.field === vModel);
        const name = String(c.__config__.label ?? vModel);
        return (
          <div key={vModel} className="vd-linkage-row" data-testid="add-mapping-row">
            <Typography.Text strong>{name}</Typography.Text>
            <Select
              size="small"
              aria-label={t('visualdev.props.addMappingType', { name })}
              value={m?.type ?? 0}
              onChange={(v: number) => set(vModel, v === 0 ? null : { type: v as 1 | 2, value: '' })}
              options={[0, 1, 2].map((v) => ({ value: v, label: t(`visualdev.props.addMappingType.${v}`) }))}
            />
            {m ? (
              <Input
                size="small"
                aria-label={t('visualdev.props.addMappingValue', { name })}
                placeholder={t(
                  m.type === 1 ? 'visualdev.props.columnField' : 'visualdev.props.addMappingFixed',
                )}
                value={m.value}
                onChange={(e) => set(vModel, { value: e.target.value })}
              />
            ) : null}
          </div>
        );
      })}
    </Form.Item>
  );
}
