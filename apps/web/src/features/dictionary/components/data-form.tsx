import { Form, Input } from 'antd';
import type { DictionaryDataBody, DictionaryDataItem, DictionaryTypeNode } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import { RecordStateFields, SwitchField, recordStateValues } from '@/components/form-fields';
import { dictionaryApi } from '../api/dictionary-api';
import {
  useDictionaryDataInfo,
  useDictionaryDataSelector,
  useInvalidateDictionaries,
} from '../api/dictionary-queries';
import { NamingFields, ParentField } from './record-fields';

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
  // The table shows names in the user's language; the form edits the stored ones.
  const stored = useDictionaryDataInfo(row?.id);
  const source = row && stored.data;
  const initial: Partial<DictionaryDataBody> = source
    ? {
        parentId: source.parentId,
        fullName: source.fullName,
        enCode: source.enCode,
        simpleSpelling: source.simpleSpelling ?? undefined,
        isDefault: source.isDefault === 1 ? 1 : 0,
        translations: source.translations,
        ...recordStateValues(source),
      }
    : { parentId: '0', isDefault: 0, ...recordStateValues() };

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

  if (row && !source) return null;
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
        <ParentField
          label={t('dictionary.field.parent')}
          root={{ value: '0', title: t('dictionary.rootData') }}
          nodes={parents.data}
          loading={parents.isLoading}
        />
      )}
      <NamingFields labels="field" testIdPrefix="data-" />
      <Form.Item name="simpleSpelling" label={t('dictionary.field.simpleSpelling')} rules={[{ max: 50 }]}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <SwitchField
        name="isDefault"
        label={t('dictionary.field.isDefault')}
        on={t('dictionary.yes')}
        off={t('dictionary.no')}
      />
      <RecordStateFields ns="dictionary" />
    </EditDrawer>
  );
}
