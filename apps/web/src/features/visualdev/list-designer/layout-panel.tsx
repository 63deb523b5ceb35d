import type { ColumnData } from '@tessera/shared';
import { Form, Input, Radio, Select, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictionaryTypes } from '../api/visualdev-queries';
import { InterfaceSelect } from '../designer/props/interface-select';

type DictNode = { id: string; enCode: string; fullName: string; children: DictNode[] };
const dictTree = (nodes: readonly DictNode[]): object[] =>
  nodes.map((n) => ({ value: n.enCode, title: n.fullName, children: dictTree(n.children ?? []) }));

const LAYOUTS = [1, 2, 3, 5, 4] as const;

/** The list's layout: its type, the left tree, group or parent field, and the sub-table style. */
export function LayoutPanel({
  cd,
  patch,
  fields,
}: {
  cd: ColumnData;
  patch: (p: Partial<ColumnData>) => void;
  /** The main fields a tree, group or parent may name. */
  fields: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" className="ld-form">
      <Form.Item label={t('visualdev.list.type')}>
        <Radio.Group
          value={cd.type}
          onChange={(e) => patch({ type: e.target.value as number })}
          options={LAYOUTS.map((v) => ({ value: v, label: t(`visualdev.list.type.${v}`) }))}
          data-testid="ld-type"
        />
      </Form.Item>
      {cd.type === 2 && (
        <>
          <Form.Item label={t('visualdev.list.treeTitle')} htmlFor="ld-tree-title">
            <Input
              id="ld-tree-title"
              maxLength={200}
              value={cd.treeTitle}
              onChange={(e) => patch({ treeTitle: e.target.value })}
            />
          </Form.Item>
          <Form.Item label={t('visualdev.list.treeDataSource')}>
            <Radio.Group
              value={cd.treeDataSource}
              onChange={(e) => patch({ treeDataSource: e.target.value as ColumnData['treeDataSource'] })}
              optionType="button"
              size="small"
              options={(['dictionary', 'organize', 'api', 'formField'] as const).map((v) => ({
                value: v,
                label: t(`visualdev.list.treeDataSource.${v}`),
              }))}
            />
          </Form.Item>
          {cd.treeDataSource === 'dictionary' && <DictionaryPick cd={cd} patch={patch} />}
          {cd.treeDataSource === 'api' && (
            <Form.Item label={t('visualdev.list.treeInterface')} htmlFor="ld-tree-api">
              <InterfaceSelect
                id="ld-tree-api"
                ariaLabel={t('visualdev.list.treeInterface')}
                value={String(cd.treePropsUrl ?? '')}
                onChange={(id, name) =>
                  patch({ treePropsUrl: id, treePropsName: name, treeTemplateJson: [] })
                }
              />
            </Form.Item>
          )}
          <Form.Item label={t('visualdev.list.treeRelation')} help={t('visualdev.list.treeRelationHelp')}>
            <Select
              aria-label={t('visualdev.list.treeRelation')}
              allowClear
              value={cd.treeRelation || undefined}
              onChange={(v?: string) => patch({ treeRelation: v ?? '' })}
              options={fields}
            />
          </Form.Item>
        </>
      )}
      {cd.type === 3 && (
        <Form.Item label={t('visualdev.list.groupField')}>
          <Select
            aria-label={t('visualdev.list.groupField')}
            allowClear
            value={cd.groupField || undefined}
            onChange={(v?: string) => patch({ groupField: v ?? '' })}
            options={fields}
          />
        </Form.Item>
      )}
      {cd.type === 5 && (
        <Form.Item label={t('visualdev.list.parentField')} help={t('visualdev.list.parentFieldHelp')}>
          <Select
            aria-label={t('visualdev.list.parentField')}
            allowClear
            value={cd.parentField || undefined}
            onChange={(v?: string) => patch({ parentField: v ?? '' })}
            options={fields}
          />
        </Form.Item>
      )}
      <Form.Item
        label={t('visualdev.list.childTableStyle')}
        help={cd.type === 3 || cd.type === 5 ? t('visualdev.list.childTableStyleForced') : undefined}
      >
        <Radio.Group
          value={cd.type === 3 || cd.type === 5 ? 1 : cd.childTableStyle}
          disabled={cd.type === 3 || cd.type === 5}
          onChange={(e) => patch({ childTableStyle: e.target.value as 1 | 2 })}
          options={[1, 2].map((v) => ({ value: v, label: t(`visualdev.list.childTableStyle.${v}`) }))}
        />
      </Form.Item>
    </Form>
  );
}

function DictionaryPick({ cd, patch }: { cd: ColumnData; patch: (p: Partial<ColumnData>) => void }) {
  const { t } = useTranslation();
  const dictionaries = useDictionaryTypes(true);
  return (
    <Form.Item label={t('visualdev.list.treeDictionary')} htmlFor="ld-tree-dictionary">
      <TreeSelect
        id="ld-tree-dictionary"
        aria-label={t('visualdev.list.treeDictionary')}
        showSearch
        treeNodeFilterProp="title"
        loading={dictionaries.isLoading}
        value={cd.treeDictionary || undefined}
        onChange={(v: string) => patch({ treeDictionary: v ?? '' })}
        treeData={dictTree((dictionaries.data ?? []) as unknown as DictNode[])}
        treeDefaultExpandAll
      />
    </Form.Item>
  );
}
