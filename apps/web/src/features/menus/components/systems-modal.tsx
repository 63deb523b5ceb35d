import { Button, Form, Input, Modal, Space, Switch, Table, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemBody, SystemItem } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import {
  StatusTag,
  deleteNamed,
  listColumn,
  rowAction,
  tableWidth,
  useEditing,
} from '@/components/admin-list-page';
import {
  DescriptionField,
  FormModal,
  NameField,
  SortCodeField,
  switchValueProps,
} from '@/components/form-fields';
import { Auth } from '@/components/permission';
import { TranslatedNameFields, translatedNameTexts } from '@/components/translated-names';
import { feedback } from '@/lib/feedback';
import { systemsApi } from '../api/menus-api';
import { menuKeys, menuQueries, useSystemInfo } from '../api/menus-queries';
import { codeRules } from '../menu-rules';

/** Add (`row` null) or edit a system in a dialog (mounted while open); the main one keeps its code and stays on. */
function SystemForm({ row, onClose }: { row: SystemItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The list shows names in the user's language; the form edits the stored ones.
  const stored = useSystemInfo(row?.id);
  const source = row ? stored.data : undefined;
  const isMain = row?.isMain === 1;
  const submit = async (values: SystemBody) => {
    const body: SystemBody = {
      ...values,
      icon: values.icon || null,
      description: values.description || null,
    };
    if (row) await systemsApi.update(row.id, body);
    else await systemsApi.create(body);
    await queryClient.invalidateQueries({ queryKey: menuKeys.all });
  };
  return (
    <FormModal<SystemBody>
      open={row === null || !!source}
      title={t(row ? 'menus.sys.edit' : 'menus.sys.add')}
      initialValues={
        source
          ? {
              ...source,
              description: source.description ?? undefined,
              enabledMark: source.enabledMark === 0 ? 0 : 1,
            }
          : { sortCode: 0, enabledMark: 1 }
      }
      onSubmit={submit}
      onClose={onClose}
      testId="system-form"
      saveTestId="system-save"
    >
      <NameField
        label={t('menus.field.fullName')}
        requiredMessage={t('menus.required.fullName')}
        testId="sys-fullName"
      />
      <TranslatedNameFields texts={translatedNameTexts(t, 'menus')} />
      {/* not the shared CodeField: the main system's code is locked */}
      <Form.Item name="enCode" label={t('menus.field.enCode')} rules={codeRules(t)}>
        <Input maxLength={50} autoComplete="off" disabled={isMain} data-testid="sys-enCode" />
      </Form.Item>
      <Form.Item name="icon" label={t('menus.field.icon')}>
        <Input maxLength={100} autoComplete="off" />
      </Form.Item>
      <SortCodeField label={t('menus.field.sortCode')} />
      <Form.Item name="enabledMark" label={t('menus.field.enabledMark')} {...switchValueProps}>
        <Switch
          checkedChildren={t('menus.state.on')}
          unCheckedChildren={t('menus.state.off')}
          disabled={isMain}
        />
      </Form.Item>
      <DescriptionField label={t('menus.field.description')} rows={2} />
    </FormModal>
  );
}

/** The main system's state: always on, a switch that says why it cannot move. */
function MainSystemState() {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Tooltip title={t('menus.sys.mainLocked')}>
        <Switch size="small" checked disabled aria-label={t('menus.field.enabledMark')} />
      </Tooltip>
      <StatusTag on />
    </Space>
  );
}

/** The systems (applications holding menus): list, add, edit, enable, delete; the main one is protected. */
export function SystemsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // null: a new system
  const form = useEditing<SystemItem | null>();
  const { data, isFetching } = useQuery({ ...menuQueries.systems(), enabled: open });
  const reload = () => queryClient.invalidateQueries({ queryKey: menuKeys.all });
  const handleToggle = async (row: SystemItem) => {
    const ok = await systemsApi.toggleState(row.id).then(
      () => true,
      () => false, // the http client already showed the reason
    );
    if (ok) feedback.success(t(row.enabledMark === 1 ? 'menus.disabled' : 'menus.enabled'));
    await reload();
  };
  const handleDelete = async (row: SystemItem) => {
    if (await deleteNamed(row.fullName, () => systemsApi.remove(row.id))) await reload();
  };

  const state = listColumn.status<SystemItem>({
    title: t('menus.field.enabledMark'),
    onToggle: (row) => void handleToggle(row),
    testId: (row) => `system-state-${row.enCode}`,
  });
  const columns: ColumnType<SystemItem>[] = [
    {
      title: t('menus.field.fullName'),
      dataIndex: 'fullName',
      width: 200,
      render: (v: string, r) => (
        <Space size={4}>
          {v}
          {r.isMain === 1 && <Tag color="blue">{t('menus.sys.main')}</Tag>}
        </Space>
      ),
    },
    { title: t('menus.field.enCode'), dataIndex: 'enCode', width: 160, ellipsis: true },
    { ...state, render: (v, r, i) => (r.isMain === 1 ? <MainSystemState /> : state.render?.(v, r, i)) },
    listColumn.actions<SystemItem>(
      (r) => [
        rowAction.edit(() => form.edit(r)),
        r.isMain !== 1 && rowAction.remove(() => void handleDelete(r)),
      ],
      { width: 130 },
    ),
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      width="min(760px, 100vw)"
      title={t('menus.sys.title')}
      data-testid="systems-modal"
    >
      <div className="menus-toolbar">
        <div className="menus-toolbar-end">
          <Auth code="btn_add">
            <Button type="primary" size="small" onClick={() => form.edit(null)} data-testid="system-add">
              {t('menus.sys.add')}
            </Button>
          </Auth>
        </div>
      </div>
      <Table<SystemItem>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: tableWidth(columns) }}
        columns={columns}
      />
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing !== undefined && <SystemForm row={form.editing} onClose={form.close} />}
    </Modal>
  );
}
