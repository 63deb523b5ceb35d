import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { INITIAL_PASSWORD, type UserBody } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { EditDrawer } from '@/components/admin-table';
import { useFormPermission } from '@/components/permission';
import { GroupPicker, OrganizePicker, PositionPicker, RolePicker, UserPicker } from '@/components/pickers';
import { usersApi } from '../api/user-admin-api';
import { useOrganizeNames, useUser, userKeys } from '../api/user-admin-queries';
import { accountRules, emailRules, mainFirst, phoneRules } from '../user-admin-rules';
import type { ShownPassword } from './initial-password-dialog';

/** The form's values: the body plus the main organisation picked among the chosen ones. */
type UserFormValues = UserBody & { mainOrganizeId?: string; initialPassword?: string };

/** Fields of the body the form may leave out when the menu does not grant them. */
const OPTIONAL_FIELDS = [
  'gender',
  'mobilePhone',
  'email',
  'positionIds',
  'roleIds',
  'groupIds',
  'managerId',
  'sortCode',
  'enabledMark',
  'description',
] as const;

/** Create or edit a user in a drawer; the fields the menu does not grant are not shown nor sent. */
export function UserForm({
  editing,
  defaultOrganizeId,
  onClose,
  onPasswordGenerated,
}: {
  /** Called after a create whose initial password the server generated (shown once). */
  onPasswordGenerated?: (shown: ShownPassword) => void;
  /** Undefined: closed; null: a new user; an id: that user. */
  editing: string | null | undefined;
  defaultOrganizeId?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const can = useFormPermission();
  const [form] = Form.useForm<UserFormValues>();
  const open = editing !== undefined;
  const info = useUser(editing, true);
  // names of the chosen organisations for the main-organisation choice
  const chosenOrganizes: string[] = Form.useWatch('organizeIds', form) ?? [];
  const organizes = useOrganizeNames(chosenOrganizes, open);
  const organizeNames = new Map((organizes.data ?? []).map((o) => [o.id, o.fullName]));

  const row = info.data;
  const initial: Partial<UserFormValues> = row
    ? {
        account: row.account,
        realName: row.realName,
        gender: row.gender ?? undefined,
        mobilePhone: row.mobilePhone ?? undefined,
        email: row.email ?? undefined,
        organizeIds: row.organizeIds ?? [],
        mainOrganizeId: row.organizeId ?? row.organizeIds?.[0],
        positionIds: row.positionIds ?? [],
        roleIds: row.roleIds ?? [],
        groupIds: row.groupIds ?? [],
        managerId: row.managerId ?? undefined,
        sortCode: row.sortCode ?? 0,
        enabledMark: row.enabledMark === 0 ? 0 : 1,
        description: row.description ?? undefined,
      }
    : {
        organizeIds: defaultOrganizeId ? [defaultOrganizeId] : [],
        mainOrganizeId: defaultOrganizeId,
        gender: 1,
        sortCode: 0,
        enabledMark: 1,
        positionIds: [],
        roleIds: [],
        groupIds: [],
      };

  const submit = async ({ mainOrganizeId, initialPassword, ...values }: UserFormValues) => {
    const body: UserBody = {
      ...values,
      organizeIds: mainFirst(values.organizeIds, mainOrganizeId),
      positionIds: values.positionIds ?? [],
      roleIds: values.roleIds ?? [],
      groupIds: values.groupIds ?? [],
      managerId: values.managerId || null,
      mobilePhone: values.mobilePhone || null,
      email: values.email || null,
      description: values.description || null,
    };
    for (const field of OPTIONAL_FIELDS) if (!can(field)) delete body[field];
    let msg: string;
    if (editing) msg = await usersApi.update(editing, body);
    else {
      const created = await usersApi.create({ ...body, ...(initialPassword ? { initialPassword } : {}) });
      msg = created.msg;
      const { password } = created.data;
      if (password) onPasswordGenerated?.({ account: body.account, password });
    }
    await queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    return msg;
  };

  const ready = !editing || info.isSuccess;
  const field = (name: string) => can(name);
  return (
    <EditDrawer<UserFormValues>
      open={open && ready}
      title={t(editing ? 'users.edit' : 'users.add')}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="user-form"
      form={form}
      width={720}
    >
      <Row gutter={16}>
        {field('account') && (
          <Col xs={24} sm={12}>
            <Form.Item name="account" label={t('users.field.account')} rules={accountRules(t)}>
              <Input maxLength={50} autoComplete="off" data-testid="field-account" />
            </Form.Item>
          </Col>
        )}
        {!editing && (
          <Col xs={24} sm={12}>
            <Form.Item
              name="initialPassword"
              label={t('userPassword.initial')}
              extra={t('userPassword.initialHelp')}
              dependencies={['account']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_: unknown, value?: string) =>
                    !value ||
                    (INITIAL_PASSWORD.test(value) &&
                      value.toLowerCase() !== String(getFieldValue('account') ?? '').toLowerCase())
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('userPassword.initialRule'))),
                }),
              ]}
            >
              <Input.Password
                maxLength={16}
                autoComplete="new-password"
                data-testid="field-initialPassword"
              />
            </Form.Item>
          </Col>
        )}
        {field('realName') && (
          <Col xs={24} sm={12}>
            <Form.Item
              name="realName"
              label={t('users.field.realName')}
              rules={[
                { required: true, whitespace: true, message: t('users.required.realName') },
                { max: 50 },
              ]}
            >
              <Input maxLength={50} autoComplete="off" data-testid="field-realName" />
            </Form.Item>
          </Col>
        )}
        {field('gender') && (
          <Col xs={24} sm={12}>
            <Form.Item name="gender" label={t('users.field.gender')}>
              <Select
                aria-label={t('users.field.gender')}
                options={[1, 2, 3].map((g) => ({ value: g, label: genderLabel(t, g) }))}
              />
            </Form.Item>
          </Col>
        )}
        {field('managerId') && (
          <Col xs={24} sm={12}>
            <Form.Item name="managerId" label={t('users.field.manager')}>
              <UserPicker
                withSystem={false}
                aria-label={t('users.field.manager')}
                data-testid="field-manager"
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} sm={12}>
          <Form.Item
            name="organizeIds"
            label={t('users.field.organizes')}
            rules={[{ required: true, type: 'array', min: 1, message: t('users.required.organize') }]}
          >
            <OrganizePicker
              multiple
              auth
              aria-label={t('users.field.organizes')}
              onChange={(value) => {
                const ids = Array.isArray(value) ? value : [];
                const main = form.getFieldValue('mainOrganizeId') as string | undefined;
                if (!main || !ids.includes(main)) form.setFieldValue('mainOrganizeId', ids[0]);
              }}
              data-testid="field-organizes"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="mainOrganizeId" label={t('users.field.mainOrganize')}>
            <Select
              aria-label={t('users.field.mainOrganize')}
              placeholder={t('pickers.placeholder')}
              options={chosenOrganizes.map((id) => ({ value: id, label: organizeNames.get(id) ?? id }))}
              data-testid="field-mainOrganize"
            />
          </Form.Item>
        </Col>
        {field('positionIds') && (
          <Col xs={24} sm={12}>
            <Form.Item name="positionIds" label={t('users.field.positions')}>
              <PositionPicker
                multiple
                selectType={chosenOrganizes.length ? 'custom' : 'all'}
                ableDepIds={chosenOrganizes}
                aria-label={t('users.field.positions')}
                data-testid="field-positions"
              />
            </Form.Item>
          </Col>
        )}
        {field('roleIds') && (
          <Col xs={24} sm={12}>
            <Form.Item name="roleIds" label={t('users.field.roles')}>
              <RolePicker multiple aria-label={t('users.field.roles')} data-testid="field-roles" />
            </Form.Item>
          </Col>
        )}
        {field('groupIds') && (
          <Col xs={24} sm={12}>
            <Form.Item name="groupIds" label={t('users.field.groups')}>
              <GroupPicker multiple aria-label={t('users.field.groups')} data-testid="field-groups" />
            </Form.Item>
          </Col>
        )}
        {field('mobilePhone') && (
          <Col xs={24} sm={12}>
            <Form.Item name="mobilePhone" label={t('users.field.mobilePhone')} rules={phoneRules(t)}>
              <Input maxLength={20} autoComplete="off" data-testid="field-mobilePhone" />
            </Form.Item>
          </Col>
        )}
        {field('email') && (
          <Col xs={24} sm={12}>
            <Form.Item name="email" label={t('users.field.email')} rules={emailRules(t)}>
              <Input maxLength={100} autoComplete="off" data-testid="field-email" />
            </Form.Item>
          </Col>
        )}
        {field('sortCode') && (
          <Col xs={24} sm={12}>
            <Form.Item name="sortCode" label={t('users.field.sortCode')}>
              <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        )}
        {field('enabledMark') && (
          <Col xs={24} sm={12}>
            <Form.Item
              name="enabledMark"
              label={t('users.field.enabledMark')}
              valuePropName="checked"
              getValueProps={(v: number | undefined) => ({ checked: v !== 0 })}
              normalize={(checked: boolean) => (checked ? 1 : 0)}
            >
              <Switch checkedChildren={t('users.state.on')} unCheckedChildren={t('users.state.off')} />
            </Form.Item>
          </Col>
        )}
        {field('description') && (
          <Col span={24}>
            <Form.Item name="description" label={t('users.field.description')}>
              <Input.TextArea maxLength={500} rows={3} showCount />
            </Form.Item>
          </Col>
        )}
      </Row>
    </EditDrawer>
  );
}

/** The text of a gender code (1 male, 2 female, 3 secret). */
export function genderLabel(
  t: (key: 'users.gender.male' | 'users.gender.female' | 'users.gender.secret') => string,
  g: number | null | undefined,
): string {
  if (g === 1) return t('users.gender.male');
  if (g === 2) return t('users.gender.female');
  if (g === 3) return t('users.gender.secret');
  return '—';
}
