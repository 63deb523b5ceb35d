import type { DataInterfaceSelectorNode, DictionaryTypeNode, FieldItem } from '@tessera/shared';
import { Button, Form, Input, Radio, Space, TreeSelect } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useDictionaryTypes, useInterfaceSelector } from '../api/visualdev-queries';

interface Option {
  fullName: string;
  id: string;
}

type TreeNode = { value: string; title: string; selectable: boolean; children: TreeNode[] };
const toTree = (nodes: readonly DataInterfaceSelectorNode[]): TreeNode[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    selectable: n.type === 'interface',
    children: toTree(n.children),
  }));
const typeTree = (nodes: readonly DictionaryTypeNode[]): TreeNode[] =>
  nodes.map((n) => ({
    value: n.enCode,
    title: n.fullName,
    selectable: true,
    children: typeTree(n.children),
  }));

/** Props of {@link OptionsEditor}. */
export interface OptionsEditorProps {
  field: FieldItem;
  setConfig: (key: string, value: unknown) => void;
  setProp: (key: string, value: unknown) => void;
  /** Writes several `__config__` keys as one step (a new interface drops the old linkage). */
  setConfigs?: (patch: Record<string, unknown>) => void;
}

/** Where a select-like widget's options come from: a static list, a dictionary or a data interface. */
export function OptionsEditor({ field, setConfig, setProp, setConfigs }: OptionsEditorProps) {
  const { t } = useTranslation();
  const dataType = String(field.__config__.dataType ?? 'static');
  const dictionaries = useDictionaryTypes(dataType === 'dictionary');
  const interfaces = useInterfaceSelector(dataType === 'dynamic');
  const options = Array.isArray(field.options) ? (field.options as Option[]) : [];
  const nested = field.__config__.jnpfKey === 'cascader' || field.__config__.jnpfKey === 'treeSelect';
  const setOption = (i: number, patch: Partial<Option>) =>
    setProp(
      'options',
      options.map((o, j) => (j === i ? { ...o, ...patch } : o)),
    );
  return (
    <>
      <Form.Item label={t('visualdev.props.dataType')}>
        <Radio.Group
          value={dataType}
          onChange={(e) => setConfig('dataType', e.target.value)}
          optionType="button"
          size="small"
          options={(['static', 'dictionary', 'dynamic'] as const).map((v) => ({
            value: v,
            label: t(`visualdev.props.dataType.${v}`),
          }))}
        />
      </Form.Item>
      {dataType === 'static' && !nested && (
        <Form.Item label={t('visualdev.props.options')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {options.map((o, i) => (
              <div key={i} className="vd-option-row" data-testid="option-row">
                <Input
                  value={o.fullName}
                  onChange={(e) => setOption(i, { fullName: e.target.value })}
                  aria-label={t('visualdev.props.optionLabel')}
                  placeholder={t('visualdev.props.optionLabel')}
                />
                <Input
                  value={o.id}
                  onChange={(e) => setOption(i, { id: e.target.value })}
                  aria-label={t('visualdev.props.optionValue')}
                  placeholder={t('visualdev.props.optionValue')}
                />
                <Button
                  danger
                  size="small"
                  aria-label={t('visualdev.props.optionRemove')}
                  onClick={() =>
                    setProp(
                      'options',
                      options.filter((_, j) => j !== i),
                    )
                  }
                  icon={<DeleteOutlined />}
                />
              </div>
            ))}
            <Button
              onClick={() =>
                setProp('options', [...options, { fullName: '', id: String(options.length + 1) }])
              }
            >
              {t('visualdev.props.optionAdd')}
            </Button>
          </Space>
        </Form.Item>
      )}
      {dataType === 'dictionary' && (
        <Form.Item label={t('visualdev.props.dictionary')} htmlFor="vd-prop-dictionary">
          <TreeSelect
            id="vd-prop-dictionary"
            showSearch
            treeNodeFilterProp="title"
            loading={dictionaries.isLoading}
            value={String(field.__config__.dictionaryType ?? '') || undefined}
            onChange={(v: string) => setConfig('dictionaryType', v)}
            treeData={typeTree(dictionaries.data ?? [])}
            treeDefaultExpandAll
          />
        </Form.Item>
      )}
      {dataType === 'dynamic' && (
        <Form.Item label={t('visualdev.props.interface')} htmlFor="vd-prop-interface">
          <TreeSelect
            id="vd-prop-interface"
            showSearch
            treeNodeFilterProp="title"
            loading={interfaces.isLoading}
            value={String(field.__config__.propsUrl ?? '') || undefined}
            onChange={(v: string) =>
              setConfigs ? setConfigs({ propsUrl: v, templateJson: [] }) : setConfig('propsUrl', v)
            }
            treeData={toTree(interfaces.data ?? [])}
            treeDefaultExpandAll
          />
        </Form.Item>
      )}
    </>
  );
}
