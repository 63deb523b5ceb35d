import { Form, Input, InputNumber, Radio, Switch, TreeSelect } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { CODE_RULE, NAME_RULE, type OrganizeNode, type RoleBody, type RoleItem } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
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
        sortCode: row.sortCode,
        enabledMark: row.enabledMark === 0 ? 0 : 1,
        description: row.description ?? undefined,
      }
    : { globalMark: inOrganize ? 0 : 1, organizeIds: inOrganize ? [scope] : [], sortCode: 0, enabledMark: 1 };

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
      <Form.Item
        name="fullName"
        label={t('roles.field.fullName')}
        rules={[
          { required: true, whitespace: true, message: t('roles.required.fullName') },
          { max: 50 },
          { pattern: NAME_RULE.pattern, message: t('validation.fullName') },
        ]}
      >
        <Input maxLength={50} autoComplete="off" data-testid="field-fullName" />
      </Form.Item>
      <Form.Item
        name="enCode"
        label={t('roles.field.enCode')}
        rules={[
          { required: true, whitespace: true, message: t('roles.required.enCode') },
          { max: 50 },
          { pattern: CODE_RULE.pattern, message: t('validation.enCode') },
        ]}
      >
        <Input maxLength={50} autoComplete="off" data-testid="field-enCode" />
      </Form.Item>
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
      <Form.Item name="sortCode" label={t('roles.field.sortCode')}>
        <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="enabledMark"
        label={t('roles.field.enabledMark')}
        valuePropName="checked"
        getValueProps={(v: number | undefined) => ({ checked: v !== 0 })}
        normalize={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch checkedChildren={t('roles.state.on')} unCheckedChildren={t('roles.state.off')} />
      </Form.Item>
      <Form.Item name="description" label={t('roles.field.description')}>
        <Input.TextArea maxLength={500} rows={3} showCount />
      </Form.Item>
    </EditDrawer>
  );
}
