import { Form, Input, InputNumber, Modal, Switch, TreeSelect, type ButtonProps } from 'antd';
import { CODE_RULE, NAME_RULE, type DictionaryTypeBody, type DictionaryTypeNode } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '@/components/admin-table';
import { dictionaryApi } from '../api/dictionary-api';
import { useDictionaryTypeSelector, useInvalidateDictionaries } from '../api/dictionary-queries';

interface TypeOption {
  value: string;
  title: string;
  children?: TypeOption[];
}

const toOptions = (nodes: readonly DictionaryTypeNode[]): TypeOption[] =>
  nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    ...(n.children.length ? { children: toOptions(n.children) } : {}),
  }));

const switchProps = {
  valuePropName: 'checked',
  getValueProps: (v: number | undefined) => ({ checked: v === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

/** Create or edit a dictionary type in a dialog; `row` undefined creates one under `parentId`. */
export function TypeForm({
  row,
  parentId,
  onClose,
  onSaved,
}: {
  row?: DictionaryTypeNode;
  parentId?: string;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateDictionaries();
  const [form] = Form.useForm<DictionaryTypeBody>();
  const parents = useDictionaryTypeSelector(row?.id);
  const submit = async (values: DictionaryTypeBody) => {
    const body = { ...values, parentId: values.parentId || '-1', description: values.description || null };
    const id = row
      ? (await dictionaryApi.updateType(row.id, body), row.id)
      : await dictionaryApi.createType(body);
    await invalidate();
    onSaved(id);
  };
  const { saving, save } = useSaveForm(form, submit, onClose, t('adminTable.saved'));
  const initial: Partial<DictionaryTypeBody> = row
    ? {
        parentId: row.parentId,
        fullName: row.fullName,
        enCode: row.enCode,
        isTree: row.isTree === 1 ? 1 : 0,
        sortCode: row.sortCode,
        enabledMark: row.enabledMark === 0 ? 0 : 1,
        description: row.description ?? undefined,
      }
    : { parentId: parentId ?? '-1', isTree: 0, sortCode: 0, enabledMark: 1 };
  const treeData = [
    { value: '-1', title: t('dictionary.rootType'), children: toOptions(parents.data ?? []) },
  ];

  return (
    <Modal
      open
      title={t(row ? 'dictionary.editType' : 'dictionary.addType')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
      okButtonProps={{ 'data-testid': 'type-form-save' } as ButtonProps}
    >
      <Form<DictionaryTypeBody>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={() => void save()}
        data-testid="type-form"
      >
        <Form.Item name="parentId" label={t('dictionary.type.parent')}>
          <TreeSelect
            treeData={treeData}
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            loading={parents.isLoading}
            aria-label={t('dictionary.type.parent')}
          />
        </Form.Item>
        <Form.Item
          name="fullName"
          label={t('dictionary.type.fullName')}
          rules={[
            { required: true, whitespace: true, message: t('dictionary.required.fullName') },
            { max: 50 },
            { pattern: NAME_RULE.pattern, message: t('validation.fullName') },
          ]}
        >
          <Input maxLength={50} autoComplete="off" data-testid="type-fullName" />
        </Form.Item>
        <Form.Item
          name="enCode"
          label={t('dictionary.type.enCode')}
          rules={[
            { required: true, whitespace: true, message: t('dictionary.required.enCode') },
            { max: 50 },
            { pattern: CODE_RULE.pattern, message: t('validation.enCode') },
          ]}
        >
          <Input maxLength={50} autoComplete="off" data-testid="type-enCode" />
        </Form.Item>
        <Form.Item name="isTree" label={t('dictionary.type.isTree')} {...switchProps}>
          <Switch
            checkedChildren={t('dictionary.yes')}
            unCheckedChildren={t('dictionary.no')}
            data-testid="type-isTree"
          />
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
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
