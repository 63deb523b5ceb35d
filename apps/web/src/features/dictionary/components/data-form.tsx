import { Form, Input, InputNumber, Switch, TreeSelect } from 'antd';
import {
  CODE_RULE,
  NAME_RULE,
  type DictionaryDataBody,
  type DictionaryDataItem,
  type DictionaryOption,
  type DictionaryTypeNode,
} from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import { dictionaryApi } from '../api/dictionary-api';
import { useDictionaryDataSelector, useInvalidateDictionaries } from '../api/dictionary-queries';

interface ParentOption {
  value: string;
  title: string;
  children?: ParentOption[];
}

const toOptions = (nodes: readonly DictionaryOption[]): ParentOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    ...(n.children?.length ? { children: toOptions(n.children) } : {}),
  }));

const switchProps = {
  valuePropName: 'checked',
  getValueProps: (v: number | undefined) => ({ checked: v === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

/** Create or edit an item of a dictionary type in the side drawer. */
export function DataForm({
  type,
  row,
  onClose,
}: {
  type: DictionaryTypeNode;
  /** The item to edit; undefined creates one. */
  row?: DictionaryDataItem;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateDictionaries();
  const isTree = type.isTree === 1;
  const parents = useDictionaryDataSelector(type.id, row?.id, isTree);
  const initial: Partial<DictionaryDataBody> = row
    ? {
        parentId: row.parentId,
        fullName: row.fullName,
        enCode: row.enCode,
        simpleSpelling: row.simpleSpelling ?? undefined,
        isDefault: row.isDefault === 1 ? 1 : 0,
        sortCode: row.sortCode,
        enabledMark: row.enabledMark === 0 ? 0 : 1,
        description: row.description ?? undefined,
      }
    : { parentId: '0', isDefault: 0, sortCode: 0, enabledMark: 1 };

  const submit = async (values: DictionaryDataBody) => {
    const body: DictionaryDataBody = {
      ...values,
      dictionaryTypeId: type.id,
      parentId: isTree ? values.parentId || '0' : '0',
      simpleSpelling: values.simpleSpelling || null,
      description: values.description || null,
    };
    const msg = row ? await dictionaryApi.updateData(row.id, body) : await dictionaryApi.createData(body);
    await invalidate();
    return msg;
  };

  return (
    <EditDrawer<DictionaryDataBody>
      open
      title={t(row ? 'dictionary.editItem' : 'dictionary.addItem')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="data-form"
    >
      {isTree && (
        <Form.Item name="parentId" label={t('dictionary.field.parent')}>
          <TreeSelect
            treeData={[
              { value: '0', title: t('dictionary.rootData'), children: toOptions(parents.data ?? []) },
            ]}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            loading={parents.isLoading}
            aria-label={t('dictionary.field.parent')}
          />
        </Form.Item>
      )}
      <Form.Item
        name="fullName"
        label={t('dictionary.field.fullName')}
        rules={[
          { required: true, whitespace: true, message: t('dictionary.required.fullName') },
          { max: 50 },
          { pattern: NAME_RULE.pattern, message: t('validation.fullName') },
        ]}
      >
        <Input maxLength={50} autoComplete="off" data-testid="data-fullName" />
      </Form.Item>
      <Form.Item
        name="enCode"
        label={t('dictionary.field.enCode')}
        rules={[
          { required: true, whitespace: true, message: t('dictionary.required.enCode') },
          { max: 50 },
          { pattern: CODE_RULE.pattern, message: t('validation.enCode') },
        ]}
      >
        <Input maxLength={50} autoComplete="off" data-testid="data-enCode" />
      </Form.Item>
      <Form.Item name="simpleSpelling" label={t('dictionary.field.simpleSpelling')} rules={[{ max: 50 }]}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="isDefault" label={t('dictionary.field.isDefault')} {...switchProps}>
        <Switch checkedChildren={t('dictionary.yes')} unCheckedChildren={t('dictionary.no')} />
      </Form.Item>
      <Form.Item name="sortCode" label={t('dictionary.field.sortCode')}>
        <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="enabledMark" label={t('dictionary.field.enabledMark')} {...switchProps}>
        <Switch checkedChildren={t('dictionary.state.on')} unCheckedChildren={t('dictionary.state.off')} />
      </Form.Item>
      <Form.Item name="description" label={t('dictionary.field.description')}>
        <Input.TextArea maxLength={500} rows={3} showCount />
      </Form.Item>
    </EditDrawer>
  );
}
