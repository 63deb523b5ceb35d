import { Button, Form, Input, InputNumber, Modal, Space, Switch, Table, Tag } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SystemBody, SystemItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { Auth } from '@/components/permission/auth';
import { usePermission } from '@/components/permission/use-permission';
import { feedback } from '@/lib/feedback';
import { useSaveForm } from '@/components/admin-table';
import { systemsApi } from '../api/menus-api';
import { menuKeys, menuQueries, useSystemInfo } from '../api/menus-queries';
import { TranslatedNameFields, translatedNameTexts } from '@/components/translated-names';
import { codeRules, nameRules } from '../menu-rules';

function SystemForm({
  row,
  onClose,
}: {
  /** The system edited, `null` for a new one, undefined when closed. */
  row: SystemItem | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<SystemBody>();
  // The list shows names in the user's language; the form edits the stored ones.
  const stored = useSystemInfo(row?.id);
  const source = row ? stored.data : undefined;
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
  const { saving, save: handleOk } = useSaveForm(form, submit, onClose, t('menus.saved'));
  return (
    <Modal
      open={row === null || (row !== undefined && !!source)}
      title={t(row ? 'menus.sys.edit' : 'menus.sys.add')}
      onOk={() => void handleOk()}
      onCancel={onClose}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      data-testid="system-form"
    >
      <Form<SystemBody>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={
          source
            ? {
                ...source,
                description: source.description ?? undefined,
                enabledMark: source.enabledMark === 0 ? 0 : 1,
              }
            : { sortCode: 0, enabledMark: 1 }
        }
      >
        <Form.Item name="fullName" label={t('menus.field.fullName')} rules={nameRules(t)}>
          <Input maxLength={50} autoComplete="off" data-testid="sys-fullName" />
        </Form.Item>
        <TranslatedNameFields texts={translatedNameTexts(t, 'menus')} />
        <Form.Item name="enCode" label={t('menus.field.enCode')} rules={codeRules(t)}>
          <Input maxLength={50} autoComplete="off" disabled={row?.isMain === 1} data-testid="sys-enCode" />
        </Form.Item>
        <Form.Item name="icon" label={t('menus.field.icon')}>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="sortCode" label={t('menus.field.sortCode')}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="enabledMark"
          label={t('menus.field.enabledMark')}
          valuePropName="checked"
          getValueProps={(v: number | undefined) => ({ checked: v !== 0 })}
          normalize={(checked: boolean) => (checked ? 1 : 0)}
        >
          <Switch disabled={row?.isMain === 1} />
        </Form.Item>
        <Form.Item name="description" label={t('menus.field.description')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The systems (applications holding menus): list, add, edit, enable, delete; the main one is protected. */
export function SystemsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const can = usePermission();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<SystemItem | null | undefined>();
  const [formKey, setFormKey] = useState(0);
  const openEditor = (row: SystemItem | null) => {
    setFormKey((k) => k + 1);
    setEditing(row);
  };
  const { data, isFetching } = useQuery({ ...menuQueries.systems(), enabled: open });
  const reload = () => queryClient.invalidateQueries({ queryKey: menuKeys.all });
  const act = async (call: () => Promise<unknown>, done: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(done);
    await reload();
  };
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
            <Button type="primary" size="small" onClick={() => openEditor(null)} data-testid="system-add">
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
        scroll={{ x: 560 }}
        columns={[
          {
            title: t('menus.field.fullName'),
            dataIndex: 'fullName',
            render: (v: string, r) => (
              <Space size={4}>
                {v}
                {r.isMain === 1 && <Tag color="blue">{t('menus.sys.main')}</Tag>}
              </Space>
            ),
          },
          { title: t('menus.field.enCode'), dataIndex: 'enCode' },
          {
            title: t('menus.field.enabledMark'),
            dataIndex: 'enabledMark',
            width: 80,
            render: (v: number, r) => (
              <Switch
                size="small"
                checked={v === 1}
                disabled={!can('btn_edit') || r.isMain === 1}
                aria-label={`${r.fullName} ${t('menus.field.enabledMark')}`}
                onChange={(on) =>
                  void act(() => systemsApi.toggleState(r.id), t(on ? 'menus.enabled' : 'menus.disabled'))
                }
              />
            ),
          },
          {
            title: t('menus.actions'),
            key: 'actions',
            width: 130,
            render: (_: unknown, r) => (
              <Space size={0}>
                <Auth code="btn_edit">
                  <Button type="link" size="small" onClick={() => openEditor(r)}>
                    {t('menus.edit')}
                  </Button>
                </Auth>
                {r.isMain !== 1 && (
                  <Auth code="btn_remove">
                    <Button
                      type="link"
                      size="small"
                      danger
                      onClick={() =>
                        void confirmDelete().then((yes) => {
                          if (yes) void act(() => systemsApi.remove(r.id), t('menus.deleted'));
                        })
                      }
                    >
                      {t('menus.delete')}
                    </Button>
                  </Auth>
                )}
              </Space>
            ),
          },
        ]}
      />
      <SystemForm key={formKey} row={editing} onClose={() => setEditing(undefined)} />
    </Modal>
  );
}
