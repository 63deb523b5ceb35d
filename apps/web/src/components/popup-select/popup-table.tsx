import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Input, Space, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { cellText, keyOf, type InterfaceRecord, type PopupColumn } from './popup-rules';
import type { PopupPage } from './use-popup-page';

/** Props of {@link PopupTable}. */
export interface PopupTableProps {
  page: PopupPage;
  columns: readonly PopupColumn[];
  propsValue: string;
  multiple: boolean;
  hasPage: boolean;
  pageSize: number;
  /** Keys of the pending selection. */
  selectedKeys: readonly string[];
  /** A row was clicked or its radio/checkbox toggled. */
  onToggle: (row: InterfaceRecord) => void;
  /** Table body height in px (scrolls beyond it). */
  scrollY?: number;
  /** Shows the reset and refresh buttons (the dialog; the popover keeps only the keyword). */
  fullToolbar?: boolean;
  /** Hides the keyword filter too (a popover that is not filterable). */
  hideToolbar?: boolean;
  'data-testid'?: string;
}

/** The popups' toolbar and table: keyword search, reset, refresh, selection and index columns, pages. */
export function PopupTable(props: PopupTableProps) {
  const { t } = useTranslation();
  const { page, propsValue, multiple, hasPage, pageSize, selectedKeys, onToggle, fullToolbar = true } = props;
  const testId = props['data-testid'] ?? 'popup';
  const columns: ColumnsType<InterfaceRecord> = [
    {
      key: '__index',
      title: t('widgets.popup.index'),
      width: 64,
      align: 'center',
      render: (_v, _r, index) => (hasPage ? (page.currentPage - 1) * pageSize : 0) + index + 1,
    },
    ...props.columns.map((c) => ({
      key: c.value,
      dataIndex: c.value,
      title: c.label,
      ellipsis: true,
      render: (value: unknown) => cellText(value),
    })),
  ];
  return (
    <div className="tessera-popup-table" data-testid={`${testId}-table`}>
      {props.hideToolbar ? null : (
        <Space.Compact className="tessera-popup-search">
          <Input
            allowClear
            value={page.keyword}
            placeholder={t('widgets.popup.keyword')}
            aria-label={t('widgets.popup.keyword')}
            onChange={(e) => page.setKeyword(e.target.value)}
            onPressEnter={page.search}
            data-testid={`${testId}-keyword`}
          />
          <Button
            type="primary"
            icon={<SearchOutlined />}
            onClick={page.search}
            data-testid={`${testId}-search`}
          >
            {t('widgets.popup.search')}
          </Button>
          {fullToolbar ? (
            <Button onClick={page.reset} data-testid={`${testId}-reset`}>
              {t('widgets.popup.reset')}
            </Button>
          ) : null}
        </Space.Compact>
      )}
      {fullToolbar ? (
        <Tooltip title={t('widgets.popup.refresh')}>
          <Button
            className="tessera-popup-refresh"
            type="text"
            icon={<ReloadOutlined />}
            aria-label={t('widgets.popup.refresh')}
            onClick={page.refresh}
            data-testid={`${testId}-refresh`}
          />
        </Tooltip>
      ) : null}
      <Table<InterfaceRecord>
        size="small"
        bordered
        rowKey={(r) => keyOf(r, propsValue)}
        dataSource={page.rows}
        columns={columns}
        loading={page.loading}
        scroll={{ x: 'max-content', y: props.scrollY }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: [...selectedKeys],
          preserveSelectedRowKeys: true,
          hideSelectAll: true,
          onSelect: (row) => onToggle(row),
          columnWidth: 48,
        }}
        onRow={(row) => ({ onClick: () => onToggle(row), className: 'tessera-popup-row' })}
        pagination={
          hasPage
            ? {
                current: page.currentPage,
                pageSize,
                total: page.total,
                size: 'small',
                showSizeChanger: false,
                showTotal: (total) => t('widgets.popup.total', { total }),
                onChange: page.goTo,
              }
            : false
        }
      />
    </div>
  );
}
