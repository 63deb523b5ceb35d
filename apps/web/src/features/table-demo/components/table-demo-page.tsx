import type { UserPickerItem } from '@tessera/shared';
import { Card, Input, Typography } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { pagedTableProps } from '@/components/admin-table';
import { DataTable } from '@/components/data-table';
import { useMenuId } from '@/components/permission';
import { useTableDemo, type DemoQuery } from '../api/table-demo-api';
import { demoColumns } from './demo-columns';
import '@/components/admin-table/admin-table.css';

const FIRST: DemoQuery = { currentPage: 1, pageSize: 20 };

/** extend/tableDemo: the data table with index and selection columns, column settings, barcodes and QR codes. */
export default function TableDemoPage() {
  const { t } = useTranslation();
  const menuId = useMenuId();
  const [query, setQuery] = useState<DemoQuery>(FIRST);
  const [selected, setSelected] = useState<Key[]>([]);
  const { data, isFetching } = useTableDemo(query);
  const columns = useMemo(() => demoColumns(t, menuId), [t, menuId]);

  return (
    <Card className="admin-page" data-testid="table-demo-page">
      <Typography.Title level={1} className="admin-title">
        {t('tableDemo.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('tableDemo.intro')}</Typography.Paragraph>
      <DataTable<UserPickerItem>
        data-testid="table-demo-table"
        rowKey="id"
        size="middle"
        showIndex
        loading={isFetching}
        dataSource={data?.list ?? []}
        scroll={{ x: 960 }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        toolbar={
          <>
            <Input.Search
              allowClear
              aria-label={t('tableDemo.keyword')}
              placeholder={t('tableDemo.keyword')}
              enterButton={t('tableDemo.search')}
              onSearch={(v) => setQuery((q) => ({ ...q, keyword: v.trim() || undefined, currentPage: 1 }))}
              style={{ width: 300, maxWidth: '100%' }}
            />
            {selected.length > 0 && (
              <Typography.Text data-testid="table-demo-selected">
                {t('tableDemo.selected', { count: selected.length })}
              </Typography.Text>
            )}
          </>
        }
        {...pagedTableProps<UserPickerItem, DemoQuery>(query, setQuery, data?.pagination.total ?? 0, t)}
        columns={columns}
      />
    </Card>
  );
}
