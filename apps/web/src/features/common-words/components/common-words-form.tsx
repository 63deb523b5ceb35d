import { Form, Input, Radio } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  COMMON_WORDS_TEXT_MAX,
  type CommonWordsBody,
  type CommonWordsItem,
} from '@tessera/shared/common-words.contract';
import { useTranslation } from 'react-i18next';
import { FormModal, RecordStateFields, recordStateValues } from '@/components/form-fields';
import { commonWordsApi } from '../api/common-words-api';
import { commonWordsKeys } from '../api/common-words-queries';

const initialOf = (row: CommonWordsItem | undefined): Partial<CommonWordsBody> =>
  row
    ? {
        commonWordsText: row.commonWordsText,
        commonWordsType: row.commonWordsType === 1 ? 1 : 0,
        ...recordStateValues(row),
      }
    : { commonWordsType: 0, ...recordStateValues() };

/** Create (`row` undefined) or edit a common phrase in a dialog. */
export function CommonWordsForm({ row, onClose }: { row?: CommonWordsItem; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = async (values: CommonWordsBody) => {
    const body = { ...values, description: values.description || null };
    const msg = row ? await commonWordsApi.update(row.id, body) : await commonWordsApi.create(body);
    await queryClient.invalidateQueries({ queryKey: commonWordsKeys.all });
    return msg;
  };

  return (
    <FormModal<CommonWordsBody>
      title={t(row ? 'commonWords.editTitle' : 'commonWords.addTitle')}
      initialValues={initialOf(row)}
      onSubmit={submit}
      onClose={onClose}
      testId="common-words-form"
      saveTestId="common-words-save"
    >
      <Form.Item
        name="commonWordsText"
        label={t('commonWords.field.text')}
        rules={[
          { required: true, whitespace: true, message: t('commonWords.required.text') },
          { max: COMMON_WORDS_TEXT_MAX },
        ]}
      >
        <Input.TextArea
          rows={3}
          maxLength={COMMON_WORDS_TEXT_MAX}
          showCount
          autoComplete="off"
          data-testid="common-words-text"
        />
      </Form.Item>
      <Form.Item name="commonWordsType" label={t('commonWords.field.type')} extra={t('commonWords.typeHelp')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 0, label: t('commonWords.type.system') },
            { value: 1, label: t('commonWords.type.personal') },
          ]}
          data-testid="common-words-type"
        />
      </Form.Item>
      <RecordStateFields ns="commonWords" rows={2} />
    </FormModal>
  );
}
