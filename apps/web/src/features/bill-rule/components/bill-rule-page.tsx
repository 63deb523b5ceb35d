import { Button, Card, Grid, Input, Menu, Select, Space, Switch, Table, Tag, Typography, Upload } from 'antd';
import { formatDate, previewBillNumber, type BillRuleItem } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { confirmDelete } from '@/components/confirm-delete';
import { useDictionaryOptions } from '@/components/dictionary';
import { EmptyState } from '@/components/empty-state';
import { Auth, usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { billRuleApi, type BillRuleQuery } from '../api/bill-rule-api';
import { useBillRules, useInvalidateBillRuleList } from '../api/bill-rule-queries';
import { BillRuleForm } from './bill-rule-form';
import '@/components/admin-table/admin-table.css';
import './bill-rule.css';

const FIRST: BillRuleQuery = { currentPage: 1, pageSize: 20 };
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

/** system/billRule: numbering rules by business category; add, edit, state, export, import, delete. */
export default function BillRulePage() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const can = usePermission();
  const [query, setQuery] = useState<BillRuleQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ row?: BillRuleItem }>();
  const { options: categories } = useDictionaryOptions('businessType');
  const categoryName = useMemo(() => new Map(categories.map((c) => [c.value, c.label])), [categories]);
  const { data, isFetching } = useBillRules(query);
  const reload = useInvalidateBillRuleList();
  const act = async (call: () => Promise<unknown>, done: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(done);
    await reload();
  };
  const handleDelete = async (row: BillRuleItem) => {
    if (!(await confirmDelete())) return;
    await act(() => billRuleApi.remove(row.id), t('billRule.deleted'));
  };
  const handleExport = async (row: BillRuleItem) => {
    const file = await billRuleApi.exportFile(row.id).catch(() => undefined);
    if (file) saveJson(`${row.enCode}`, file);
  };
  const pickCategory = (key: string) =>
    setQuery((q) => ({ ...q, categoryId: key === ALL ? undefined : key, currentPage: 1 }));
  const menuItems = [
    { key: ALL, label: t('billRule.allCategories') },
    ...categories.map((c) => ({ key: c.value, label: c.label })),
  ];

  return (
    <Card className="admin-page" data-testid="bill-rule-page">
      <Typography.Title level={1} className="admin-title">
        {t('billRule.title')}
      </Typography.Title>
      <div className="admin-split">
        {screens.md ? (
          <nav className="admin-split-tree" aria-label={t('billRule.field.categoryId')}>
            <Menu
              mode="inline"
              selectedKeys={[query.categoryId ?? ALL]}
              items={menuItems}
              onClick={({ key }) => pickCategory(key)}
              style={{ borderInlineEnd: 0 }}
            />
          </nav>
        ) : (
          <Select
            value={query.categoryId ?? ALL}
            aria-label={t('billRule.field.categoryId')}
            options={menuItems.map((m) => ({ value: m.key, label: m.label }))}
            onChange={pickCategory}
          />
        )}
        <div>
          <div className="admin-toolbar">
            <Input.Search
              allowClear
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              aria-label={t('billRule.keyword')}
              placeholder={t('billRule.keyword')}
              enterButton={t('users.search')}
              onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
              style={{ width: 280, maxWidth: '100%' }}
              data-testid="bill-rule-keyword"
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
              <Button onClick={() => void reload()} data-testid="bill-rule-refresh">
                {t('users.refresh')}
              </Button>
              <Auth code="btn_upload">
                <Upload
                  accept=".json,application/json"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void act(() => billRuleApi.importFile(file), t('billRule.imported'));
                    return false;
                  }}
                >
                  <Button data-testid="bill-rule-import">{t('billRule.import')}</Button>
                </Upload>
              </Auth>
              <Auth code="btn_add">
                <Button type="primary" onClick={() => setEditing({})} data-testid="bill-rule-add">
                  {t('billRule.add')}
                </Button>
              </Auth>
            </div>
          </div>
          <Table<BillRuleItem>
            rowKey="id"
            size="middle"
            loading={isFetching}
            dataSource={data?.list ?? []}
            scroll={{ x: 1200 }}
            locale={{ emptyText: <EmptyState /> }}
            {...pagedTableProps<BillRuleItem, BillRuleQuery>(query, setQuery, data?.pagination.total ?? 0, t)}
            onRow={(row) =>
              ({ 'data-testid': `bill-rule-row-${row.enCode}` }) as React.HTMLAttributes<HTMLElement>
            }
            columns={[
              {
                title: t('billRule.field.fullName'),
                dataIndex: 'fullName',
                sorter: true,
                ellipsis: true,
                width: 150,
              },
              {
                title: t('billRule.field.enCode'),
                dataIndex: 'enCode',
                sorter: true,
                width: 140,
                ellipsis: true,
              },
              {
                title: t('billRule.field.categoryId'),
                dataIndex: 'categoryId',
                width: 100,
                render: (v: string | null) => (v ? (categoryName.get(v) ?? v) : '—'),
              },
              {
                title: t('billRule.field.outputNumber'),
                dataIndex: 'outputNumber',
                width: 200,
                ellipsis: true,
                render: (v: string | null) =>
                  v ? (
                    <span className="bill-rule-number" data-testid="bill-rule-output">
                      {v}
                    </span>
                  ) : (
                    <Typography.Text type="secondary">{t('billRule.noneIssued')}</Typography.Text>
                  ),
              },
              {
                title: t('billRule.field.preview'),
                key: 'preview',
                width: 230,
                ellipsis: true,
                render: (_: unknown, row) => (
                  <span className="bill-rule-number" data-testid="bill-rule-preview">
                    {previewBillNumber(row)}
                  </span>
                ),
              },
              {
                title: t('billRule.field.type'),
                dataIndex: 'type',
                width: 120,
                render: (v: number) => t(`billRule.type.${v}`),
              },
              {
                title: t('billRule.field.enabledMark'),
                dataIndex: 'enabledMark',
                width: 80,
                render: (v: number, row) =>
                  can('btn_edit') ? (
                    <Switch
                      size="small"
                      checked={v === 1}
                      aria-label={t('billRule.field.enabledMark')}
                      onChange={() =>
                        void act(() => billRuleApi.toggleState(row.id), t('billRule.stateChanged'))
                      }
                      data-testid={`bill-rule-state-${row.enCode}`}
                    />
                  ) : (
                    <Tag color={v === 1 ? 'green' : undefined}>
                      {t(v === 1 ? 'billRule.state.on' : 'billRule.state.off')}
                    </Tag>
                  ),
              },
              {
                title: t('billRule.field.creatorTime'),
                dataIndex: 'creatorTime',
                sorter: true,
                width: 160,
                render: (v: number) => formatDate(v),
              },
              {
                title: t('users.actions'),
                key: 'actions',
                width: 190,
                fixed: screens.md ? 'right' : undefined,
                render: (_: unknown, row) => (
                  <Space size={0} wrap>
                    <Auth code="btn_edit">
                      <Button type="link" size="small" onClick={() => setEditing({ row })}>
                        {t('users.edit')}
                      </Button>
                    </Auth>
                    <Auth code="btn_download">
                      <Button type="link" size="small" onClick={() => void handleExport(row)}>
                        {t('billRule.export')}
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
      {editing && <BillRuleForm row={editing.row} onClose={() => setEditing(undefined)} />}
    </Card>
  );
}
