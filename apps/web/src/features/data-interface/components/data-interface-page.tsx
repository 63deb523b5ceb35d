import { Button, Menu, Space, Switch, Tag, Upload } from 'antd';
import { formatDate, type DataInterfaceInfo, type DataInterfaceItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useAdminList, useEditing } from '@/components/admin-list-page';
import { useDictionaryOptions } from '@/components/dictionary';
import { Auth, usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { dataInterfaceApi, type DataInterfaceQuery } from '../api/data-interface-api';
import { dataInterfaceKeys, dataInterfaceListOptions } from '../api/data-interface-queries';
import { CallLog } from './call-log';
import { DataInterfaceForm } from './data-interface-form';
import { SqlStatusAlert } from './sql-status-alert';
import './data-interface-page.css';

const FIRST: DataInterfaceQuery = { currentPage: 1, pageSize: 20 };
const TYPE_COLORS = { 1: 'blue', 2: 'green', 3: 'orange' } as const;

/** systemData/dataInterface: interfaces by category; editor with preview, state, log, export and import. */
export default function DataInterfacePage() {
  const { t } = useTranslation();
  const can = usePermission();
  const { options: categories } = useDictionaryOptions('DataInterfaceType');
  const form = useEditing<{ info?: DataInterfaceInfo }>();
  const [logOf, setLogOf] = useState<DataInterfaceItem>();
  const list = useAdminList({
    first: FIRST,
    list: dataInterfaceListOptions,
    invalidate: dataInterfaceKeys.lists(),
    remove: (row) => dataInterfaceApi.remove(row.id),
    keepOnReset: ['categoryId'],
  });
  const categoryName = (id: string) => categories.find((c) => c.value === id)?.label ?? id;

  const handleEdit = async (row: DataInterfaceItem) => {
    const info = await dataInterfaceApi.info(row.id).catch(() => undefined);
    if (info) form.edit({ info });
  };
  const handleExport = async (row: DataInterfaceItem) => {
    const refusal = await dataInterfaceApi.exportFile(row.id).catch(() => t('http.requestFailed'));
    if (refusal === undefined) feedback.success(t('dataInterface.exported'));
    else feedback.error(refusal || t('http.requestFailed'));
  };
  const handleImport = async (file: File) => {
    const envelope = await dataInterfaceApi.importFile(file).catch(() => undefined);
    if (!envelope || envelope.code !== 200) {
      feedback.error(envelope?.msg || t('http.requestFailed'));
      return;
    }
    feedback.success(t('dataInterface.imported', { n: envelope.data?.count ?? 0 }));
    await list.reload();
  };

  const categoryItems = [
    { key: '', label: t('dataInterface.allCategories') },
    ...categories.map((c) => ({ key: String(c.value), label: c.label })),
  ];

  return (
    <AdminListPage<DataInterfaceItem>
      title={t('dataInterface.title')}
      testId="data-interface-page"
      list={list}
      search={{ placeholder: t('dataInterface.keyword'), testId: 'di-keyword' }}
      resetButton
      actions={
        <Auth code="btn_upload">
          <Upload
            accept=".json,application/json"
            showUploadList={false}
            beforeUpload={(file) => {
              void handleImport(file);
              return false;
            }}
          >
            <Button data-testid="di-import">{t('dataInterface.import')}</Button>
          </Upload>
        </Auth>
      }
      add={{ text: t('dataInterface.add'), testId: 'di-add', onClick: () => form.edit({}) }}
      tree={(compact) => (
        <nav className="di-categories" aria-label={t('dataInterface.field.category')}>
          <Menu
            mode={compact ? 'horizontal' : 'inline'}
            selectedKeys={[list.query.categoryId ?? '']}
            items={categoryItems}
            onClick={({ key }) => list.filter({ categoryId: key || undefined })}
            data-testid="di-categories"
          />
        </nav>
      )}
      table={{ scroll: { x: 1220 }, toolbar: <SqlStatusAlert /> }}
      columns={[
        { title: t('dataInterface.field.fullName'), dataIndex: 'fullName', ellipsis: true, width: 200 },
        { title: t('dataInterface.field.enCode'), dataIndex: 'enCode', ellipsis: true, width: 160 },
        {
          title: t('dataInterface.field.type'),
          dataIndex: 'type',
          width: 100,
          render: (v: 1 | 2 | 3) => <Tag color={TYPE_COLORS[v]}>{t(`dataInterface.type.${v}`)}</Tag>,
        },
        {
          title: t('dataInterface.field.category'),
          dataIndex: 'categoryId',
          width: 110,
          render: (v: string) => categoryName(v),
        },
        {
          title: t('dataInterface.field.roles'),
          dataIndex: 'roleNames',
          width: 160,
          ellipsis: true,
          render: (v: string[] | undefined) =>
            v?.length ? v.join(', ') : <Tag>{t('dataInterface.rolesNone')}</Tag>,
        },
        {
          title: t('dataInterface.field.enabledMark'),
          dataIndex: 'enabledMark',
          width: 90,
          render: (v: number, row) =>
            can('btn_edit') ? (
              <Switch
                size="small"
                checked={v === 1}
                aria-label={t('dataInterface.field.enabledMark')}
                onChange={() =>
                  void list.act(() => dataInterfaceApi.toggleState(row.id), t('dataInterface.stateChanged'))
                }
                data-testid={`di-state-${row.enCode}`}
              />
            ) : (
              <Tag color={v === 1 ? 'green' : undefined}>
                {t(v === 1 ? 'dataInterface.on' : 'dataInterface.off')}
              </Tag>
            ),
        },
        {
          title: t('dataInterface.field.creatorTime'),
          dataIndex: 'creatorTime',
          width: 170,
          render: (v: number) => formatDate(v),
        },
        {
          title: t('users.actions'),
          key: 'actions',
          width: 230,
          fixed: 'right',
          render: (_: unknown, row) => (
            <Space size={0} wrap>
              <Auth code="btn_edit">
                <Button
                  type="link"
                  size="small"
                  onClick={() => void handleEdit(row)}
                  data-testid={`di-edit-${row.enCode}`}
                >
                  {t('users.edit')}
                </Button>
              </Auth>
              <Auth code="btn_remove">
                <Button type="link" size="small" danger onClick={() => void list.remove(row)}>
                  {t('users.delete')}
                </Button>
              </Auth>
              <Button type="link" size="small" onClick={() => setLogOf(row)}>
                {t('dataInterface.log')}
              </Button>
              <Auth code="btn_download">
                <Button type="link" size="small" onClick={() => void handleExport(row)}>
                  {t('dataInterface.export')}
                </Button>
              </Auth>
            </Space>
          ),
        },
      ]}
    >
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {form.editing && (
        <DataInterfaceForm
          editing={form.editing.info}
          categoryId={list.query.categoryId}
          categories={categories}
          onSaved={() => void list.reload()}
          onClose={form.close}
        />
      )}
      <CallLog item={logOf} onClose={() => setLogOf(undefined)} />
    </AdminListPage>
  );
}
