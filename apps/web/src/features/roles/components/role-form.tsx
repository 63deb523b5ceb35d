import { Form, Input, Radio, TreeSelect } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { type OrganizeNode, type RoleBody, type RoleItem } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import { NameCodeFields, RecordStateFields, recordStateValues } from '@/components/form-fields';
import { rolesApi } from '../api/roles-api';
import { roleKeys } from '../api/roles-queries';

interface OrganizeOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: OrganizeOption[];
}

function organizeOptions(nodes: readonly OrganizeNode[]): OrganizeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.fullName,
    disabled: n.enabledMark === 0,
    ...(n.children.length ? { children: organizeOptions(n.children) } : {}),
  }));
}

/** Create or edit a role: a global role, or one of some organisations. */
export function RoleForm({
  editing,
  tree,
  onClose,
}: {
  /** Undefined: closed; {}: a new role (optionally in an organisation); {row}: that role. */
  editing: { row?: RoleItem; organizeId?: string } | undefined;
  tree: readonly OrganizeNode[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<RoleBody>();
  const globalMark = Form.useWatch('globalMark', form);
  const row = editing?.row;
  const scope = editing?.organizeId;
  const inOrganize = !!scope && scope !== '1';
  const initial: Partial<RoleBody> = row
    ? {
        fullName: row.fullName,
        enCode: row.enCode,
        type: row.type ?? undefined,
        globalMark: row.globalMark === 0 ? 0 : 1,
        organizeIds: row.organizeIds,
        ...recordStateValues(row),
      }
    : { globalMark: inOrganize ? 0 : 1, organizeIds: inOrganize ? [scope] : [], ...recordStateValues() };

  const submit = async (values: RoleBody) => {
    const body: RoleBody = {
      ...values,
      type: values.type || null,
      description: values.description || null,
      organizeIds: values.globalMark === 1 ? [] : (values.organizeIds ?? []),
    };
    const msg = row ? await rolesApi.update(row.id, body) : await rolesApi.create(body);
    await queryClient.invalidateQueries({ queryKey: roleKeys.lists() });
    return msg;
  };

  return (
    <EditDrawer<RoleBody>
      open={!!editing}
      title={t(row ? 'roles.edit' : 'roles.add')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="role-form"
      form={form}
    >
      <NameCodeFields ns="roles" />
      <Form.Item name="globalMark" label={t('roles.field.globalMark')}>
        <Radio.Group
          options={[
            { value: 1, label: t('roles.scope.global') },
            { value: 0, label: t('roles.scope.organize') },
          ]}
          data-testid="field-globalMark"
        />
      </Form.Item>
      {globalMark === 0 && (
        <Form.Item
          name="organizeIds"
          label={t('roles.field.organizes')}
          rules={[{ required: true, type: 'array', min: 1, message: t('roles.required.organizes') }]}
        >
          <TreeSelect
            multiple
            treeDefaultExpandAll
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeData={organizeOptions(tree)}
            aria-label={t('roles.field.organizes')}
            data-testid="field-organizes"
          />
        </Form.Item>
      )}
      <Form.Item name="type" label={t('roles.field.type')} rules={[{ max: 50 }]}>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <RecordStateFields ns="roles" />
    </EditDrawer>
  );
}
