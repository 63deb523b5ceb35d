import { DYNAMIC_IDENTIFIER, type VisualDevBody, type VisualDevItem } from '@tessera/shared';
import { Form, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictionarySelect } from '@/components/dictionary';
import { DescriptionField, FormModal, NameCodeFields, SortCodeField } from '@/components/form-fields';
import { bodyOf, visualDevApi } from '../api/visualdev-api';
import { useInvalidateVisualDev } from '../api/visualdev-queries';

/** The dictionary of design categories. */
export const CATEGORY_DICTIONARY = 'webDesign';

type BasicValues = Pick<
  VisualDevBody,
  'fullName' | 'enCode' | 'category' | 'webType' | 'sortCode' | 'description'
>;

/**
 * Creates a design (`row` undefined) or edits its name, code, category and kind; the design
 * itself is edited in the designer. Resolves the new design's id through `onCreated`.
 */
export function VisualDevForm({
  row,
  onClose,
  onCreated,
}: {
  row?: VisualDevItem;
  onClose: () => void;
  onCreated?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const invalidate = useInvalidateVisualDev();
  const initial: Partial<BasicValues> = row
    ? {
        fullName: row.fullName,
        enCode: row.enCode,
        category: row.category ?? undefined,
        webType: row.webType,
        sortCode: row.sortCode,
        description: row.description ?? undefined,
      }
    : { webType: 2, sortCode: 0 };
  const submit = async (values: BasicValues) => {
    const basics = { ...values, category: values.category || null, description: values.description || null };
    if (row) {
      const info = await visualDevApi.info(row.id);
      const msg = await visualDevApi.update(row.id, bodyOf(info, basics));
      await invalidate();
      return msg;
    }
    const { id } = await visualDevApi.createWithId({ type: 1, enableFlow: 0, ...basics });
    await invalidate();
    onCreated?.(id);
    return t('adminTable.saved');
  };
  return (
    <FormModal<BasicValues>
      title={t(row ? 'visualdev.editBasic' : 'visualdev.add')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="visualdev-form"
      saveTestId="visualdev-save"
    >
      <NameCodeFields
        ns="visualdev"
        code={{ pattern: DYNAMIC_IDENTIFIER, patternMessage: t('visualdev.codeRule') }}
      />
      <Form.Item name="category" label={t('visualdev.field.category')}>
        <DictionarySelect enCode={CATEGORY_DICTIONARY} data-testid="field-category" />
      </Form.Item>
      <Form.Item name="webType" label={t('visualdev.field.webType')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 1, label: t('visualdev.webType.1') },
            { value: 2, label: t('visualdev.webType.2') },
          ]}
          data-testid="field-webType"
        />
      </Form.Item>
      <SortCodeField label={t('visualdev.field.sortCode')} />
      <DescriptionField label={t('visualdev.field.description')} rows={2} />
    </FormModal>
  );
}
