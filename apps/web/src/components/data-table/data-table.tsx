import { SettingOutlined } from '@ant-design/icons';
import { Button, Table, Tooltip, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/components/admin-table';
import { EmptyState } from '@/components/empty-state';
import { useColumnPermission, useMenuId } from '@/components/permission';
import { ColumnSettingsDrawer } from './column-settings-drawer';
import { applySettings, configurableCode, saveableLabel, type SettingsColumn } from './column-settings';
import { useColumnSettings } from './use-column-settings';
import './data-table.css';

/** Props of {@link DataTable}: antd Table's, plus the data table options (spec 02 section 2). */
export interface DataTableProps<Row> extends Omit<TableProps<Row>, 'columns'> {
  /** The page's columns, in default order; keys (else dataIndex) are the permission codes. */
  columns: ColumnType<Row>[];
  /** Adds an index column (numbers continue across pages). */
  showIndex?: boolean;
  /** Offers the column settings drawer, saved for the route's menu (default true). */
  columnSettings?: boolean;
  /** Route address whose menu keeps the settings and decides the column permissions; the current one when omitted. */
  address?: string;
  /** Content at the start of the table's tool line (the settings button sits at its end). */
  toolbar?: ReactNode;
  'data-testid'?: string;
}

/** Reads the page the pagination shows (1 and the default size when the table is not paged). */
function pageOf(pagination: TableProps<unknown>['pagination']): { current: number; size: number } {
  if (!pagination) return { current: 1, size: PAGE_SIZES[0] ?? 20 };
  return { current: pagination.current ?? 1, size: pagination.pageSize ?? PAGE_SIZES[0] ?? 20 };
}

/**
 * A table with an optional selection column (`rowSelection`), an optional index column, page sizes
 * 20, 50 and 100 (default 20) and a column settings drawer saved per user and menu. Columns the
 * column permissions hide never show, neither in the table nor in the drawer.
 */
export function DataTable<Row extends object>(props: DataTableProps<Row>) {
  const { columns, showIndex, columnSettings = true, address, toolbar, pagination, ...rest } = props;
  const { t } = useTranslation();
  const filterColumns = useColumnPermission(address);
  const moduleId = useMenuId(address);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [localPage, setLocalPage] = useState({ current: 1, size: PAGE_SIZES[0] ?? 20 });

  const permitted = useMemo(() => filterColumns(columns), [filterColumns, columns]);
  const offered = useMemo<SettingsColumn[]>(
    () =>
      permitted.flatMap((c) => {
        const prop = configurableCode(c);
        return prop ? [{ prop, label: saveableLabel(c.title, prop) }] : [];
      }),
    [permitted],
  );
  const settings = useColumnSettings(columnSettings ? moduleId : undefined, offered);
  const shown = columnSettings ? applySettings(permitted, settings.list) : permitted;

  // a page without its own pagination gets a client-side one with the standard sizes
  const paging: TableProps<Row>['pagination'] =
    pagination === false
      ? false
      : (pagination ?? {
          current: localPage.current,
          pageSize: localPage.size,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (n: number) => t('adminTable.total', { total: n }),
          onChange: (current: number, size: number) => setLocalPage({ current, size }),
        });
  const page = pageOf(paging as TableProps<unknown>['pagination']);
  const indexColumn: ColumnType<Row> = {
    title: t('dataTable.index'),
    key: 'index',
    width: 64,
    align: 'center',
    render: (_: unknown, __: Row, i: number) => (page.current - 1) * page.size + i + 1,
  };

  return (
    <div className="data-table" data-testid={props['data-testid']}>
      {(toolbar || columnSettings) && (
        <div className="data-table-bar">
          <div className="data-table-bar-start">{toolbar}</div>
          {columnSettings && (
            <Tooltip title={t('dataTable.columnSettings')}>
              <Button
                icon={<SettingOutlined />}
                aria-label={t('dataTable.columnSettings')}
                onClick={() => setDrawerOpen(true)}
                data-testid="column-settings-open"
              />
            </Tooltip>
          )}
        </div>
      )}
      <Table<Row>
        locale={{ emptyText: <EmptyState /> }}
        {...rest}
        pagination={paging}
        columns={showIndex ? [indexColumn, ...shown] : shown}
      />
      {columnSettings && (
        <ColumnSettingsDrawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          list={settings.list}
          onChange={settings.change}
          onReset={settings.reset}
        />
      )}
    </div>
  );
}
