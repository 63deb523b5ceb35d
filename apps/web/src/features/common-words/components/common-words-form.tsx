import { Form, Input, InputNumber, Modal, Radio, Switch, type ButtonProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import {
  COMMON_WORDS_TEXT_MAX,
  type CommonWordsBody,
  type CommonWordsItem,
} from '@tessera/shared/common-words.contract';
import { useTranslation } from 'react-i18next';
import { useSaveForm } from '@/components/admin-table';
import { commonWordsApi } from '../api/common-words-api';
import { commonWordsKeys } from '../api/common-words-queries';

const switchProps = {
  valuePropName: 'checked',
  getValueProps: (v: number | undefined) => ({ checked: v === 1 }),
  normalize: (checked: boolean) => (checked ? 1 : 0),
};

const initialOf = (row: CommonWordsItem | undefined): Partial<CommonWordsBody> =>
  row
    ? {
        commonWordsText: row.commonWordsText,
        commonWordsType: row.commonWordsType === 1 ? 1 : 0,
        sortCode: row.sortCode,
        enabledMark: row.enabledMark === 0 ? 0 : 1,
        description: row.description ?? undefined,
      }
    : { commonWordsType: 0, sortCode: 0, enabledMark: 1 };

/** Create (`row` undefined) or edit a common phrase in a dialog. */
export function CommonWordsForm({ row, onClose }: { row?: CommonWordsItem; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CommonWordsBody>();
  const submit = async (values: CommonWordsBody) => {
    const body = { ...values, description: values.description || null };
    const msg = row ? await commonWordsApi.update(row.id, body) : await commonWordsApi.create(body);
    await queryClient.invalidateQueries({ queryKey: commonWordsKeys.all });
    return msg;
  };
  const { saving, save } = useSaveForm(form, submit, onClose, t('adminTable.saved'));

  return (
    <Modal
      open
      title={t(row ? 'commonWords.editTitle' : 'commonWords.addTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      width={560}
      okButtonProps={{ 'data-testid': 'common-words-save' } as ButtonProps}
    >
      <Form<CommonWordsBody>
        form={form}
        layout="vertical"
        initialValues={initialOf(row)}
        onFinish={() => void save()}
        data-testid="common-words-form"
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
        <Form.Item
          name="commonWordsType"
          label={t('commonWords.field.type')}
          extra={t('commonWords.typeHelp')}
        >
          <Radio.Group
            optionType="button"
            options={[
              { value: 0, label: t('commonWords.type.system') },
              { value: 1, label: t('commonWords.type.personal') },
            ]}
            data-testid="common-words-type"
          />
        </Form.Item>
        <Form.Item name="sortCode" label={t('commonWords.field.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabledMark" label={t('commonWords.field.enabledMark')} {...switchProps}>
          <Switch
            checkedChildren={t('commonWords.state.on')}
            unCheckedChildren={t('commonWords.state.off')}
          />
        </Form.Item>
        <Form.Item name="description" label={t('commonWords.field.description')}>
          <Input.TextArea maxLength={500} rows={2} showCount />
        </Form.Item>
        {/* Enter in a field submits */}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
