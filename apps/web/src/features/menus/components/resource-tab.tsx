import { Button, Input, Space, Table, Tag } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { Auth } from '@/components/permission/auth';
import { feedback } from '@/lib/feedback';
import { menuKeys, useMenuResources } from '../api/menus-queries';
import { resourcesApi, type AnyResource, type ResourceKind } from '../api/resources-api';
import { ResourceModal, type ResourceFormValues } from './resource-modal';

/** One tab of the resources drawer: the resources of one kind of a menu, with add, edit and delete. */
export function ResourceTab({ kind, moduleId }: { kind: ResourceKind; moduleId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const api = resourcesApi(kind);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<AnyResource | null | undefined>();
  const [formKey, setFormKey] = useState(0);
  const openEditor = (row: AnyResource | null) => {
    setFormKey((k) => k + 1);
    setEditing(row);
  };
  const { data, isFetching } = useMenuResources(kind, moduleId, keyword);
  const reload = () => queryClient.invalidateQueries({ queryKey: menuKeys.resources(kind, moduleId) });
  const isScheme = kind === 'ModuleDataAuthorizeScheme';

  const submit = async (values: ResourceFormValues) => {
    const body = {
      moduleId,
      fullName: values.fullName,
      enCode: values.enCode,
      sortCode: values.sortCode ?? 0,
      enabledMark: values.enabledMark ?? 1,
      description: values.description || null,
      translations: { zhtw: values.translations?.zhtw ?? null, en: values.translations?.en ?? null },
      ...(isScheme
        ? {
            allData: values.allData ?? 0,
            matchLogic: values.matchLogic ?? 'and',
            conditionJson: values.allData === 1 ? null : (values.conditionJson ?? null),
          }
        : { parentId: '-1', bindTable: values.bindTable || null }),
    };
    if (editing) await api.update(editing.id, body);
    else await api.create(body);
    await reload();
  };

  const handleDelete = async (row: AnyResource) => {
    if (!(await confirmDelete())) return;
    const done = await api.remove(row.id).then(
      () => true,
      () => false,
    );
    if (!done) return;
    feedback.success(t('menus.deleted'));
    await reload();
  };

  return (
    <div data-testid={`resources-${kind}`}>
      <div className="menus-toolbar">
        <Input.Search
          allowClear
          size="small"
          placeholder={t('menus.keyword')}
          aria-label={t('menus.keyword')}
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 220, maxWidth: '100%' }}
        />
        <div className="menus-toolbar-end">
          <Auth code="btn_add">
            <Button type="primary" size="small" onClick={() => openEditor(null)} data-testid="resource-add">
              {t('menus.res.add')}
            </Button>
          </Auth>
        </div>
      </div>
      <Table<AnyResource>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: <EmptyState /> }}
        columns={[
          { title: t('menus.field.fullName'), dataIndex: 'fullName', ellipsis: true },
          { title: t('menus.field.enCode'), dataIndex: 'enCode', ellipsis: true },
          isScheme
            ? {
                title: t('menus.res.allData'),
                key: 'allData',
                width: 110,
                render: (_: unknown, r) =>
                  'allData' in r && r.allData === 1 ? (
                    <Tag color="green">{t('menus.res.allData')}</Tag>
                  ) : (
                    <Tag>{'matchLogic' in r ? r.matchLogic : ''}</Tag>
                  ),
              }
            : { title: t('menus.field.sortCode'), dataIndex: 'sortCode', width: 70 },
          {
            title: t('menus.field.enabledMark'),
            dataIndex: 'enabledMark',
            width: 80,
            render: (v: number) =>
              v === 1 ? <Tag color="success">{t('menus.state.on')}</Tag> : <Tag>{t('menus.state.off')}</Tag>,
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
                <Auth code="btn_remove">
                  <Button type="link" size="small" danger onClick={() => void handleDelete(r)}>
                    {t('menus.delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      <ResourceModal
        key={formKey}
        kind={kind}
        row={editing}
        onSubmit={submit}
        onClose={() => setEditing(undefined)}
      />
    </div>
  );
}
