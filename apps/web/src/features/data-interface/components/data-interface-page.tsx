import { Button, Card, Grid, Input, Menu, Space, Switch, Table, Tag, Typography, Upload } from 'antd';
import { formatDate, type DataInterfaceInfo, type DataInterfaceItem } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { confirmDelete } from '@/components/confirm-delete';
import { useDictionaryOptions } from '@/components/dictionary';
import { EmptyState } from '@/components/empty-state';
import { Auth, usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { dataInterfaceApi, type DataInterfaceQuery } from '../api/data-interface-api';
import { useDataInterfaces, useInvalidateDataInterfaces } from '../api/data-interface-queries';
import { CallLog } from './call-log';
import { DataInterfaceForm } from './data-interface-form';
import { SqlStatusAlert } from './sql-status-alert';
import '@/components/admin-table/admin-table.css';
import './data-interface-page.css';

const FIRST: DataInterfaceQuery = { currentPage: 1, pageSize: 20 };
const TYPE_COLORS = { 1: 'blue', 2: 'green', 3: 'orange' } as const;

/** systemData/dataInterface: interfaces by category; editor with preview, state, log, export and import. */
export default function DataInterfacePage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const can = usePermission();
  const { options: categories } = useDictionaryOptions('DataInterfaceType');
  const [query, setQuery] = useState<DataInterfaceQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ info?: DataInterfaceInfo }>();
  const [logOf, setLogOf] = useState<DataInterfaceItem>();
  const { data, isFetching } = useDataInterfaces(query);
  const reload = useInvalidateDataInterfaces();
  const categoryName = (id: string) => categories.find((c) => c.value === id)?.label ?? id;

  const act = async (call: () => Promise<unknown>, done: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(done);
    await reload();
  };
  const handleEdit = async (row: DataInterfaceItem) => {
    const info = await dataInterfaceApi.info(row.id).catch(() => undefined);
    if (info) setEditing({ info });
  };
  const handleDelete = async (row: DataInterfaceItem) => {
    if (!(await confirmDelete())) return;
    await act(() => dataInterfaceApi.remove(row.id), t('dataInterface.deleted'));
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
    await reload();
  };

  const categoryItems = [
    { key: '', label: t('dataInterface.allCategories') },
    ...categories.map((c) => ({ key: String(c.value), label: c.label })),
  ];

  return (
    <Card className="admin-page" data-testid="data-interface-page">
      <Typography.Title level={1} className="admin-title">
        {t('dataInterface.title')}
      </Typography.Title>
      <div className="admin-split">
        <nav className="di-categories" aria-label={t('dataInterface.field.category')}>
          <Menu
            mode={screens.md ? 'inline' : 'horizontal'}
            selectedKeys={[query.categoryId ?? '']}
            items={categoryItems}
            onClick={({ key }) => setQuery((q) => ({ ...q, categoryId: key || undefined, currentPage: 1 }))}
            data-testid="di-categories"
          />
        </nav>
        <div>
          <div className="admin-toolbar">
            <Input.Search
              allowClear
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              aria-label={t('dataInterface.keyword')}
              placeholder={t('dataInterface.keyword')}
              enterButton={t('users.search')}
              onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
              style={{ width: 320, maxWidth: '100%' }}
              data-testid="di-keyword"
            />
            <Button
              onClick={() => {
                setKeyword('');
                setQuery((q) => ({ ...FIRST, pageSize: q.pageSize, categoryId: q.categoryId }));
              }}
            >
              {t('users.reset')}
            </Button>
            <div className="admin-toolbar-end">
              <Button onClick={() => void reload()}>{t('users.refresh')}</Button>
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
              <Auth code="btn_add">
                <Button type="primary" onClick={() => setEditing({})} data-testid="di-add">
                  {t('dataInterface.add')}
                </Button>
              </Auth>
            </div>
          </div>
          <SqlStatusAlert />
          <Table<DataInterfaceItem>
            rowKey="id"
            size="middle"
            loading={isFetching}
            dataSource={data?.list ?? []}
            scroll={{ x: 1220 }}
            locale={{ emptyText: <EmptyState /> }}
            {...pagedTableProps<DataInterfaceItem, DataInterfaceQuery>(
              query,
              setQuery,
              data?.pagination.total ?? 0,
              t,
            )}
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
                        void act(() => dataInterfaceApi.toggleState(row.id), t('dataInterface.stateChanged'))
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
                fixed: screens.md ? 'right' : undefined,
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
                      <Button type="link" size="small" danger onClick={() => void handleDelete(row)}>
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
          />
        </div>
      </div>
      {/* mounted per opening, so a form never starts with the previous one's values */}
      {editing && (
        <DataInterfaceForm
          editing={editing.info}
          categoryId={query.categoryId}
          categories={categories}
          onSaved={() => void reload()}
          onClose={() => setEditing(undefined)}
        />
      )}
      <CallLog item={logOf} onClose={() => setLogOf(undefined)} />
    </Card>
  );
}
