import { Button, Input, Table, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteNamed, listColumn, rowAction, tableWidth, useEditing } from '@/components/admin-list-page';
import { EmptyState } from '@/components/empty-state';
import { Auth } from '@/components/permission';
import { menuKeys, useMenuResources } from '../api/menus-queries';
import { resourcesApi, type AnyResource, type ResourceKind } from '../api/resources-api';
import { ResourceModal, type ResourceFormValues } from './resource-modal';

/** One tab of the resources drawer: the resources of one kind of a menu, with add, edit and delete. */
export function ResourceTab({ kind, moduleId }: { kind: ResourceKind; moduleId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const api = resourcesApi(kind);
  const [keyword, setKeyword] = useState('');
  // null: a new resource
  const form = useEditing<AnyResource | null>();
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
    if (form.editing) await api.update(form.editing.id, body);
    else await api.create(body);
    await reload();
  };

  const handleDelete = async (row: AnyResource) => {
    if (await deleteNamed(row.fullName, () => api.remove(row.id))) await reload();
  };

  const columns: ColumnType<AnyResource>[] = [
    { title: t('menus.field.fullName'), dataIndex: 'fullName', width: 160, ellipsis: true },
    { title: t('menus.field.enCode'), dataIndex: 'enCode', width: 160, ellipsis: true },
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
    listColumn.status<AnyResource>({
      title: t('menus.field.enabledMark'),
      onText: t('menus.state.on'),
      offText: t('menus.state.off'),
    }),
    listColumn.actions<AnyResource>(
      (r) => [rowAction.edit(() => form.edit(r)), rowAction.remove(() => void handleDelete(r))],
      { width: 130 },
    ),
  ];

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
            <Button type="primary" size="small" onClick={() => form.edit(null)} data-testid="resource-add">
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
        scroll={{ x: tableWidth(columns) }}
        locale={{ emptyText: <EmptyState /> }}
        columns={columns}
      />
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing !== undefined && (
        <ResourceModal kind={kind} row={form.editing} onSubmit={submit} onClose={form.close} />
      )}
    </div>
  );
}
