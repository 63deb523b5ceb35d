import { Form, Input, Radio } from 'antd';
import { PATTERNS } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import {
  CodeField,
  FormModal,
  NameField,
  RecordStateFields,
  SwitchField,
  recordStateValues,
} from '@/components/form-fields';
import { TranslatedNameFields, translatedNameTexts } from '@/components/translated-names';
import { useMenuResourceInfo } from '../api/menus-queries';
import type { AnyResource, ResourceKind } from '../api/resources-api';
import { codeRuleOf } from '../menu-rules';

/** What the resource form holds (the union of every kind's fields). */
export interface ResourceFormValues {
  fullName: string;
  enCode: string;
  bindTable?: string;
  allData?: 0 | 1;
  matchLogic?: 'and' | 'or';
  conditionJson?: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description?: string;
  /** The name in other languages. */
  translations?: { zhtw?: string; en?: string };
}

/** Props of {@link ResourceModal}. */
export interface ResourceModalProps {
  kind: ResourceKind;
  /** The row being edited, `null` for a new one (the dialog is mounted while open). */
  row: AnyResource | null;
  onSubmit: (values: ResourceFormValues) => Promise<unknown>;
  onClose: () => void;
}

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

/** Add or edit one button, column, form field or data scheme; asks before dropping unsaved changes. */
export function ResourceModal({ kind, row, onSubmit, onClose }: ResourceModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResourceFormValues>();
  const allData = Form.useWatch('allData', form);
  const isScheme = kind === 'ModuleDataAuthorizeScheme';
  const code = codeRuleOf(kind === 'ModuleButton' ? 'button' : isScheme ? 'menu' : 'field');
  // The table shows names in the user's language; the form edits the stored ones.
  const stored = useMenuResourceInfo(kind, row?.id);
  const source = row ? stored.data : undefined;
  const initial: Partial<ResourceFormValues> = source
    ? {
        fullName: source.fullName,
        enCode: source.enCode,
        translations: source.translations,
        ...recordStateValues(source),
        ...('bindTable' in source ? { bindTable: source.bindTable ?? undefined } : {}),
        ...('allData' in source
          ? {
              allData: source.allData === 1 ? 1 : 0,
              matchLogic: source.matchLogic === 'or' ? 'or' : 'and',
              conditionJson: source.conditionJson ?? undefined,
            }
          : {}),
      }
    : {
        ...recordStateValues(),
        allData: 0,
        matchLogic: 'and',
        ...(kind === 'ModuleButton' ? { enCode: 'btn_' } : {}),
      };

  return (
    <FormModal<ResourceFormValues>
      open={row === null || !!source}
      title={t(row ? 'menus.res.editTitle' : 'menus.res.addTitle')}
      form={form}
      initialValues={initial}
      onSubmit={onSubmit}
      onClose={onClose}
      testId="resource-form"
      saveTestId="resource-save"
    >
      <NameField
        label={t('menus.field.fullName')}
        requiredMessage={t('menus.required.fullName')}
        testId="res-fullName"
      />
      <TranslatedNameFields texts={translatedNameTexts(t, 'menus')} />
      <CodeField
        label={t('menus.field.enCode')}
        requiredMessage={t('menus.required.enCode')}
        pattern={code.pattern}
        patternMessage={t(code.message)}
        testId="res-enCode"
      />
      {(kind === 'ModuleColumn' || kind === 'ModuleForm') && (
        <Form.Item
          name="bindTable"
          label={t('menus.res.bindTable')}
          rules={[{ pattern: PATTERNS.fieldName.pattern, message: t('menus.rule.field') }]}
        >
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
      )}
      {isScheme && (
        <>
          <SwitchField name="allData" label={t('menus.res.allData')} testId="res-allData" />
          {allData !== 1 && (
            <>
              <Form.Item name="matchLogic" label={t('menus.res.matchLogic')}>
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'and', label: t('menus.res.logic.and') },
                    { value: 'or', label: t('menus.res.logic.or') },
                  ]}
                />
              </Form.Item>
              <Form.Item
                name="conditionJson"
                label={t('menus.res.condition')}
                rules={[
                  { required: true, whitespace: true, message: t('menus.required.condition') },
                  {
                    validator: (_, v: string | undefined) =>
                      !v || isJson(v) ? Promise.resolve() : Promise.reject(new Error(t('menus.rule.json'))),
                  },
                ]}
              >
                <Input.TextArea
                  rows={4}
                  maxLength={20000}
                  placeholder='{"logic":"and","rules":[{"field":"creatorUserId","op":"==","value":"@userId"}]}'
                  data-testid="res-condition"
                />
              </Form.Item>
            </>
          )}
        </>
      )}
      <RecordStateFields ns="menus" rows={2} />
    </FormModal>
  );
}
