import { Form, Modal, type ButtonProps } from 'antd';
import type { DictionaryTypeBody, DictionaryTypeNode } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '@/components/admin-table';
import { RecordStateFields, SwitchField, recordStateValues } from '@/components/form-fields';
import { dictionaryApi } from '../api/dictionary-api';
import {
  useDictionaryTypeInfo,
  useDictionaryTypeSelector,
  useInvalidateDictionaries,
} from '../api/dictionary-queries';
import { NamingFields, ParentField } from './record-fields';

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
  // The tree shows names in the user's language; the form edits the stored ones.
  const stored = useDictionaryTypeInfo(row?.id);
  const source = row && stored.data;
  const initial: Partial<DictionaryTypeBody> = source
    ? {
        parentId: source.parentId,
        fullName: source.fullName,
        enCode: source.enCode,
        isTree: source.isTree === 1 ? 1 : 0,
        translations: source.translations,
        ...recordStateValues(source),
      }
    : { parentId: parentId ?? '-1', isTree: 0, ...recordStateValues() };

  if (row && !source) return null;
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
        <ParentField
          label={t('dictionary.type.parent')}
          root={{ value: '-1', title: t('dictionary.rootType') }}
          nodes={parents.data}
          loading={parents.isLoading}
        />
        <NamingFields labels="type" testIdPrefix="type-" />
        <SwitchField
          name="isTree"
          label={t('dictionary.type.isTree')}
          on={t('dictionary.yes')}
          off={t('dictionary.no')}
          testId="type-isTree"
        />
        <RecordStateFields ns="dictionary" />
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
