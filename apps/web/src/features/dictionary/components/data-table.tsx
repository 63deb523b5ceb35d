import { Button, Input, Space, Switch, Table, Tag, Typography } from 'antd';
import { formatDate, type DictionaryDataItem, type DictionaryTypeNode } from '@tessera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/components/admin-table';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { Auth, usePermission } from '@/components/permission';
import { feedback } from '@/lib/feedback';
import { dictionaryApi, type DataQuery } from '../api/dictionary-api';
import { useDictionaryData, useInvalidateDictionaries } from '../api/dictionary-queries';
import { DataForm } from './data-form';

const FIRST: DataQuery = { currentPage: 1, pageSize: 20 };

/** Right side of the dictionaries page: the items of one type (a tree table for tree types). */
export function DataTable({ type, wide }: { type: DictionaryTypeNode; wide: boolean }) {
  const { t } = useTranslation();
  const can = usePermission();
  const [query, setQuery] = useState<DataQuery>(FIRST);
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<{ row?: DictionaryDataItem }>();
  const isTree = type.isTree === 1;
  const { data, isFetching } = useDictionaryData(type.id, query);
  const reload = useInvalidateDictionaries();
  const act = async (call: () => Promise<unknown>, done: string) => {
    const ok = await call().then(
      () => true,
      () => false,
    );
    if (ok) feedback.success(done);
    await reload();
  };
  const handleDelete = async (row: DictionaryDataItem) => {
    if (!(await confirmDelete())) return;
    await act(() => dictionaryApi.removeData(row.id), t('dictionary.deleted'));
  };
  // a tree answer carries every node; leaves get no empty children so no expand icon shows
  const prune = (rows: DictionaryDataItem[]): DictionaryDataItem[] =>
    rows.map(({ children, ...row }) => (children?.length ? { ...row, children: prune(children) } : row));
  const rows = isTree ? prune(data?.list ?? []) : (data?.list ?? []);

  return (
    <div data-testid="dictionary-data">
      <Typography.Title level={2} className="dictionary-data-title">
        {type.fullName} <Typography.Text type="secondary">({type.enCode})</Typography.Text>
      </Typography.Title>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          aria-label={t('dictionary.keyword')}
          placeholder={t('dictionary.keyword')}
          enterButton={t('dictionary.search')}
          onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
          style={{ width: 300, maxWidth: '100%' }}
          data-testid="data-keyword"
        />
        <Button
          onClick={() => {
            setKeyword('');
            setQuery((q) => ({ ...FIRST, pageSize: q.pageSize }));
          }}
        >
          {t('dictionary.reset')}
        </Button>
        <div className="admin-toolbar-end">
          <Button onClick={() => void reload()}>{t('dictionary.refresh')}</Button>
          <Auth code="btn_add">
            <Button type="primary" onClick={() => setEditing({})} data-testid="data-add">
              {t('dictionary.addItem')}
            </Button>
          </Auth>
        </div>
      </div>
      <Table<DictionaryDataItem>
        rowKey="id"
        size="middle"
        loading={isFetching}
        dataSource={rows}
        scroll={{ x: 880 }}
        locale={{ emptyText: <EmptyState /> }}
        expandable={isTree ? { defaultExpandAllRows: true } : undefined}
        key={isTree ? `tree-${rows.length}` : 'flat'}
        pagination={
          isTree
            ? false
            : {
                current: query.currentPage,
                pageSize: query.pageSize,
                total: data?.pagination?.total ?? 0,
                pageSizeOptions: PAGE_SIZES,
                showSizeChanger: true,
                showTotal: (n) => t('adminTable.total', { total: n }),
                onChange: (currentPage, pageSize) => setQuery((q) => ({ ...q, currentPage, pageSize })),
              }
        }
        columns={[
          { title: t('dictionary.field.fullName'), dataIndex: 'fullName', ellipsis: true, width: 180 },
          { title: t('dictionary.field.enCode'), dataIndex: 'enCode', ellipsis: true, width: 120 },
          {
            title: t('dictionary.field.simpleSpelling'),
            dataIndex: 'simpleSpelling',
            width: 90,
            render: (v: string | null) => v || '—',
          },
          {
            title: t('dictionary.field.isDefault'),
            dataIndex: 'isDefault',
            width: 70,
            render: (v: number) =>
              v === 1 ? <Tag color="blue">{t('dictionary.yes')}</Tag> : t('dictionary.no'),
          },
          { title: t('dictionary.field.sortCode'), dataIndex: 'sortCode', width: 60 },
          {
            title: t('dictionary.field.enabledMark'),
            dataIndex: 'enabledMark',
            width: 80,
            render: (v: number, row) =>
              can('btn_edit') ? (
                <Switch
                  size="small"
                  checked={v === 1}
                  aria-label={`${t('dictionary.field.enabledMark')} ${row.fullName}`}
                  onChange={() =>
                    void act(() => dictionaryApi.toggleData(row.id), t('dictionary.stateChanged'))
                  }
                  data-testid={`data-state-${row.enCode}`}
                />
              ) : (
                <Tag color={v === 1 ? 'green' : undefined}>
                  {t(v === 1 ? 'dictionary.state.on' : 'dictionary.state.off')}
                </Tag>
              ),
          },
          {
            title: t('dictionary.field.creatorTime'),
            dataIndex: 'creatorTime',
            width: 160,
            render: (v: number) => formatDate(v),
          },
          {
            title: t('dictionary.actions'),
            key: 'actions',
            width: 120,
            fixed: wide ? 'right' : undefined,
            render: (_: unknown, row) => (
              <Space size={0}>
                <Auth code="btn_edit">
                  <Button type="link" size="small" onClick={() => setEditing({ row })}>
                    {t('dictionary.edit')}
                  </Button>
                </Auth>
                <Auth code="btn_remove">
                  <Button type="link" size="small" danger onClick={() => void handleDelete(row)}>
                    {t('dictionary.delete')}
                  </Button>
                </Auth>
              </Space>
            ),
          },
        ]}
      />
      {editing && <DataForm type={type} row={editing.row} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
