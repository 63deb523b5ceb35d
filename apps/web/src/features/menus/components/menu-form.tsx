import { Form, Input, Radio, Select, TreeSelect } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { MENU_ROOT_ID, type MenuCategory } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { menusApi } from '../api/menus-api';
import { menuKeys, useMenuInfo, useMenuSelector } from '../api/menus-queries';
import {
  MENU_TYPES,
  bodyOf,
  fieldsOf,
  formValuesOf,
  parentOptions,
  typeKey,
  urlRules,
  type MenuFormValues,
  type MenuRow,
} from '../menu-rules';
import { EditDrawer } from '@/components/admin-table';
import { CodeField, NameField, RecordStateFields } from '@/components/form-fields';
import { TranslatedNameFields, translatedNameTexts } from '@/components/translated-names';

/** What the menu drawer edits: a new menu (maybe under a parent) or an existing row. */
export type MenuEditing = { parentId?: string; row?: MenuRow };

/** Props of {@link MenuForm}. */
export interface MenuFormProps {
  editing: MenuEditing;
  systemId: string;
  category: MenuCategory;
  onClose: () => void;
}

/**
 * Add or edit a menu (mounted while open); the fields follow its type, the parent comes from the
 * server's directory picker. The drawer asks before dropping unsaved changes.
 */
export function MenuForm({ editing, systemId, category, onClose }: MenuFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<MenuFormValues>();
  // The tree shows names in the user's language; the form edits the stored ones.
  const stored = useMenuInfo(editing.row?.id);
  const row = editing.row && stored.data ? { ...editing.row, ...stored.data } : undefined;
  const type = Form.useWatch('type', form) ?? row?.type ?? 1;
  const fields = fieldsOf(type);
  const selector = useMenuSelector(row?.id ?? '0', systemId, category, !!systemId);
  const initial: Partial<MenuFormValues> = row
    ? formValuesOf({ ...row, children: [] })
    : {
        parentId: editing.parentId ?? MENU_ROOT_ID,
        type: 2,
        sortCode: 0,
        enabledMark: 1,
        linkTarget: '_blank',
      };

  const submit = async (values: MenuFormValues) => {
    const body = bodyOf(values, { systemId, category, propertyJson: row?.propertyJson });
    if (row) await menusApi.update(row.id, body);
    else await menusApi.create(body);
    await queryClient.invalidateQueries({ queryKey: menuKeys.all });
  };

  return (
    <EditDrawer<MenuFormValues>
      open={!editing.row || !!row}
      title={t(row ? 'menus.editMenu' : 'menus.addMenu')}
      form={form}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      testId="menu-form"
      width={560}
      preserve={false}
    >
      <Form.Item
        name="parentId"
        label={t('menus.field.parent')}
        rules={[{ required: true, message: t('menus.required.parent') }]}
      >
        <TreeSelect
          showSearch={{ treeNodeFilterProp: 'title' }}
          treeDefaultExpandAll
          loading={selector.isFetching}
          treeData={parentOptions(selector.data ?? [], t('menus.root'))}
          aria-label={t('menus.field.parent')}
          data-testid="field-parent"
        />
      </Form.Item>
      <Form.Item name="type" label={t('menus.field.type')} rules={[{ required: true }]}>
        <Select
          aria-label={t('menus.field.type')}
          data-testid="field-type"
          options={MENU_TYPES.map((m) => ({ value: m.value, label: t(typeKey(m.value)) }))}
        />
      </Form.Item>
      <NameField
        label={t('menus.field.fullName')}
        requiredMessage={t('menus.required.fullName')}
        testId="field-fullName"
      />
      <CodeField
        label={t('menus.field.enCode')}
        requiredMessage={t('menus.required.enCode')}
        testId="field-enCode"
      />
      <TranslatedNameFields texts={translatedNameTexts(t, 'menus')} />
      <Form.Item
        name="icon"
        label={t('menus.field.icon')}
        extra={t('menus.hint.icon')}
        rules={[{ pattern: /^[A-Za-z0-9 _-]*$/, message: t('menus.hint.icon') }]}
      >
        <Input maxLength={100} autoComplete="off" data-testid="field-icon" />
      </Form.Item>
      {fields.url && (
        <Form.Item
          name="urlAddress"
          label={t('menus.field.urlAddress')}
          extra={t(fields.url === 'path' ? 'menus.hint.viewPath' : 'menus.hint.link')}
          rules={urlRules(t, type)}
        >
          <Input maxLength={1000} autoComplete="off" data-testid="field-urlAddress" />
        </Form.Item>
      )}
      {fields.target && (
        <Form.Item name="linkTarget" label={t('menus.field.linkTarget')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: '_blank', label: t('menus.target._blank') },
              { value: '_self', label: t('menus.target._self') },
            ]}
          />
        </Form.Item>
      )}
      {fields.design && (
        <Form.Item
          name="moduleId"
          label={t('menus.field.moduleId')}
          rules={[{ required: true, whitespace: true, message: t('menus.required.moduleId') }]}
        >
          <Input maxLength={64} autoComplete="off" data-testid="field-moduleId" />
        </Form.Item>
      )}
      <RecordStateFields ns="menus" />
    </EditDrawer>
  );
}
