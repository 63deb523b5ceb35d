import { Form, Input, TreeSelect } from 'antd';
import {
  type DictionaryDataBody,
  type DictionaryDataItem,
  type DictionaryOption,
  type DictionaryTypeNode,
} from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import {
  CodeField,
  NameField,
  RecordStateFields,
  SwitchField,
  recordStateValues,
} from '@/components/form-fields';
import { TranslatedNameFields, translatedNameTexts } from '@/components/translated-names';
import { dictionaryApi } from '../api/dictionary-api';
import {
  useDictionaryDataInfo,
  useDictionaryDataSelector,
  useInvalidateDictionaries,
} from '../api/dictionary-queries';

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
      <NameField
        label={t('dictionary.field.fullName')}
        requiredMessage={t('dictionary.required.fullName')}
        testId="data-fullName"
      />
      <TranslatedNameFields texts={translatedNameTexts(t, 'dictionary')} />
      <CodeField
        label={t('dictionary.field.enCode')}
        requiredMessage={t('dictionary.required.enCode')}
        testId="data-enCode"
      />
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
