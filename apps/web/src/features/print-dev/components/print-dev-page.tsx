import { Button, Card, Grid, Input, Menu, Select, Space, Switch, Table, Tag, Typography, Upload } from 'antd';
import { formatDate, type PrintDevInfo, type PrintDevItem } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { confirmDelete } from '@/components/confirm-delete';
import { useDictionaryOptions } from '@/components/dictionary';
import { EmptyState } from '@/components/empty-state';
import { Auth, usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { printDevApi, type PrintDevQuery } from '../api/print-dev-api';
import { useInvalidatePrintDevList, usePrintDevList } from '../api/print-dev-queries';
import { PrintDevEditor, TypeSelect } from './print-dev-editor';
import { PrintRecordDialog } from './print-record-dialog';
import '@/components/admin-table/admin-table.css';

const FIRST: PrintDevQuery = { currentPage: 1, pageSize: 20 };
const ALL = '__all__';

/** Saves an export file as JSON. */
function saveJson(name: string, data: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** system/printDev: print templates by category; add, edit, copy, export, import, state, print a record. */
export default function PrintDevPage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const can = usePermission();
  const [query, setQuery] = useState<PrintDevQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ row?: PrintDevInfo }>();
  const [printing, setPrinting] = useState<PrintDevItem>();
  const { options: categories } = useDictionaryOptions('printDev');
  const categoryName = useMemo(() => {
    const names = new Map<string, string>();
    const walk = (items: typeof categories) =>
      items.forEach((o) => {
        names.set(String(o.value), String(o.label));
        if (o.children) walk(o.children);
      });
    walk(categories);
    return names;
  }, [categories]);
  const { data, isFetching } = usePrintDevList(query);
  const reload = useInvalidatePrintDevList();
  const act = async (call: () => Promise<unknown>, done: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(done);
    await reload();
  };
  const openEditor = async (row?: PrintDevItem) => {
    if (!row) return setEditing({});
    const info = await printDevApi.info(row.id).catch(() => undefined);
    if (info) setEditing({ row: info });
  };
  const toggle = (row: PrintDevItem) =>
    act(async () => {
      const info = await printDevApi.info(row.id);
      await printDevApi.update(row.id, {
        ...info,
        enabledMark: info.enabledMark === 1 ? 0 : 1,
      });
    }, t('printDev.stateChanged'));
  const handleDelete = async (row: PrintDevItem) => {
    if (!(await confirmDelete())) return;
    await act(() => printDevApi.remove(row.id), t('printDev.deleted'));
  };
  const handleExport = async (row: PrintDevItem) => {
    const file = await printDevApi.exportFile(row.id).catch(() => undefined);
    if (file) saveJson(row.fullName, file);
  };
  const menuItems = [
    { key: ALL, label: t('printDev.allCategories') },
    ...categories.map((c) => ({ key: String(c.value), label: c.label })),
  ];

  return (
    <Card className="admin-page" data-testid="print-dev-page">
      <Typography.Title level={1} className="admin-title">
        {t('printDev.title')}
      </Typography.Title>
      <div className="admin-split">
        {screens.md ? (
          <nav className="admin-split-tree" aria-label={t('printDev.field.categoryId')}>
            <Menu
              mode="inline"
              selectedKeys={[query.categoryId ?? ALL]}
              items={menuItems}
              onClick={({ key }) =>
                setQuery((q) => ({ ...q, categoryId: key === ALL ? undefined : key, currentPage: 1 }))
              }
              style={{ borderInlineEnd: 0 }}
            />
          </nav>
        ) : (
          <Select
            value={query.categoryId ?? ALL}
            aria-label={t('printDev.field.categoryId')}
            options={menuItems.map((m) => ({ value: m.key, label: m.label }))}
            onChange={(key: string) =>
              setQuery((q) => ({ ...q, categoryId: key === ALL ? undefined : key, currentPage: 1 }))
            }
          />
        )}
        <div>
          <div className="admin-toolbar">
            <Input.Search
              allowClear
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              aria-label={t('printDev.keyword')}
              placeholder={t('printDev.keyword')}
              enterButton={t('users.search')}
              onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
              style={{ width: 280, maxWidth: '100%' }}
              data-testid="print-keyword"
            />
            <TypeSelect
              value={query.type}
              onChange={(type) => setQuery((q) => ({ ...q, type, currentPage: 1 }))}
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
                    void act(() => printDevApi.importFile(file), t('printDev.imported'));
                    return false;
                  }}
                >
                  <Button data-testid="print-import">{t('printDev.import')}</Button>
                </Upload>
              </Auth>
              <Auth code="btn_add">
                <Button type="primary" onClick={() => void openEditor()} data-testid="print-add">
                  {t('printDev.add')}
                </Button>
              </Auth>
            </div>
          </div>
          <Table<PrintDevItem>
            rowKey="id"
            size="middle"
            loading={isFetching}
            dataSource={data?.list ?? []}
            scroll={{ x: 1100 }}
            locale={{ emptyText: <EmptyState /> }}
            {...pagedTableProps<PrintDevItem, PrintDevQuery>(query, setQuery, data?.pagination.total ?? 0, t)}
            columns={[
              {
                title: t('printDev.field.fullName'),
                dataIndex: 'fullName',
                sorter: true,
                ellipsis: true,
                width: 160,
              },
              {
                title: t('printDev.field.enCode'),
                dataIndex: 'enCode',
                sorter: true,
                width: 150,
                ellipsis: true,
              },
              {
                title: t('printDev.field.categoryId'),
                dataIndex: 'categoryId',
                width: 110,
                render: (v: string | null) => (v ? (categoryName.get(v) ?? v) : '—'),
              },
              {
                title: t('printDev.field.type'),
                dataIndex: 'type',
                width: 90,
                render: (v: number) => t(`printDev.type.${v}`),
              },
              { title: t('printDev.field.sortCode'), dataIndex: 'sortCode', sorter: true, width: 70 },
              {
                title: t('printDev.field.enabledMark'),
                dataIndex: 'enabledMark',
                width: 80,
                render: (v: number, row) =>
                  can('btn_edit') ? (
                    <Switch
                      size="small"
                      checked={v === 1}
                      aria-label={t('printDev.field.enabledMark')}
                      onChange={() => void toggle(row)}
                    />
                  ) : (
                    <Tag color={v === 1 ? 'green' : undefined}>
                      {t(v === 1 ? 'printDev.state.on' : 'printDev.state.off')}
                    </Tag>
                  ),
              },
              {
                title: t('printDev.field.creatorTime'),
                dataIndex: 'creatorTime',
                sorter: true,
                width: 160,
                render: (v: number) => formatDate(v),
              },
              {
                title: t('users.actions'),
                key: 'actions',
                width: 300,
                fixed: screens.md ? 'right' : undefined,
                render: (_: unknown, row) => (
                  <Space size={0} wrap>
                    <Auth code="btn_edit">
                      <Button type="link" size="small" onClick={() => void openEditor(row)}>
                        {t('users.edit')}
                      </Button>
                    </Auth>
                    <Button
                      type="link"
                      size="small"
                      disabled={row.enabledMark !== 1}
                      onClick={() => setPrinting(row)}
                      data-testid={`print-record-${row.enCode}`}
                    >
                      {t('printDev.printRecord.action')}
                    </Button>
                    <Auth code="btn_add">
                      <Button
                        type="link"
                        size="small"
                        onClick={() => void act(() => printDevApi.copy(row.id), t('printDev.copied'))}
                      >
                        {t('printDev.copy')}
                      </Button>
                    </Auth>
                    <Auth code="btn_download">
                      <Button type="link" size="small" onClick={() => void handleExport(row)}>
                        {t('printDev.export')}
                      </Button>
                    </Auth>
                    <Auth code="btn_remove">
                      <Button type="link" size="small" danger onClick={() => void handleDelete(row)}>
                        {t('users.delete')}
                      </Button>
                    </Auth>
                  </Space>
                ),
              },
            ]}
          />
        </div>
      </div>
      {editing && <PrintDevEditor row={editing.row} onClose={() => setEditing(undefined)} />}
      {printing && <PrintRecordDialog template={printing} onClose={() => setPrinting(undefined)} />}
    </Card>
  );
}
