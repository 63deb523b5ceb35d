import type { DictionaryTypeBody, DictionaryTypeNode } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { FormModal, RecordStateFields, SwitchField, recordStateValues } from '@/components/form-fields';
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
  /** Receives the saved type's id (the page then shows its items). */
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateDictionaries();
  const parents = useDictionaryTypeSelector(row?.id);
  const submit = async (values: DictionaryTypeBody) => {
    const body = { ...values, parentId: values.parentId || '-1', description: values.description || null };
    const id = row
      ? (await dictionaryApi.updateType(row.id, body), row.id)
      : await dictionaryApi.createType(body);
    await invalidate();
    onSaved(id);
  };
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
    <FormModal<DictionaryTypeBody>
      title={t(row ? 'dictionary.editType' : 'dictionary.addType')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="type-form"
      saveTestId="type-form-save"
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
    </FormModal>
  );
}
