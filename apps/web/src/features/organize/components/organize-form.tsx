import { Form, Radio } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { OrganizeBody } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { organizeApi } from '../api/organize-api';
import { organizeKeys } from '../api/organize-queries';
import type { OrganizeRow } from '../organize-rules';
import { OrganizePicker } from '@/components/pickers';
import { EditDrawer } from '@/components/admin-table';
import { NameCodeFields, RecordStateFields, recordStateValues } from '@/components/form-fields';

/** What the organisation drawer edits: a new node (maybe under a parent) or an existing row. */
export type OrganizeEditing = { parentId?: string; row?: OrganizeRow };

type Values = Omit<OrganizeBody, 'managerId'>;

/** A company sits under the top level or another company, never under a department. */
const COMPANY_ONLY = ['company'] as const;

/**
 * Create or edit a company or department. The parent is picked with the organisation picker in
 * auth mode (only what the caller may see), without the node itself and its subtree.
 */
export function OrganizeForm({
  editing,
  onClose,
}: {
  editing: OrganizeEditing | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const row = editing?.row;
  const initial: Partial<Values> = row
    ? {
        parentId: row.parentId,
        category: row.category === 'company' ? 'company' : 'department',
        fullName: row.fullName,
        enCode: row.enCode,
        ...recordStateValues(row),
        description: row.description ?? '',
      }
    : { parentId: editing?.parentId, category: 'department', ...recordStateValues() };

  const submit = async (values: Values) => {
    const body: OrganizeBody = { ...values, managerId: row?.managerId ?? null };
    const msg = row ? await organizeApi.update(row.id, body) : await organizeApi.create(body);
    await queryClient.invalidateQueries({ queryKey: organizeKeys.all });
    return msg;
  };

  const title = row
    ? t(row.category === 'company' ? 'organize.editCompany' : 'organize.editDepartment')
    : t('organize.add');
  return (
    <EditDrawer<Values>
      open={!!editing}
      title={title}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="organize-form"
    >
      <Form.Item name="category" label={t('organize.field.category')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'company', label: t('organize.category.company') },
            { value: 'department', label: t('organize.category.department') },
          ]}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['category']}>
        {({ getFieldValue }) => (
          <Form.Item
            name="parentId"
            label={t('organize.field.parent')}
            rules={[{ required: true, message: t('organize.required.parent') }]}
          >
            <OrganizePicker
              auth
              currOrgId={row?.id}
              withRoot={getFieldValue('category') === 'company'}
              types={getFieldValue('category') === 'company' ? COMPANY_ONLY : undefined}
              clearable={false}
              aria-label={t('organize.field.parent')}
              data-testid="field-parent"
            />
          </Form.Item>
        )}
      </Form.Item>
      <NameCodeFields ns="organize" />
      <RecordStateFields ns="organize" />
    </EditDrawer>
  );
}
