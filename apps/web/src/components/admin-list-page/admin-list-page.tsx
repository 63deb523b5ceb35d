import { Button, Card, Grid, Input, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableProps } from '@/components/data-table';
import { Auth, useMenuTitle } from '@/components/permission';
import { responsiveColumns, tableWidth } from './admin-list-query';
import { CategoryNav, type CategoryNavProps } from './category-nav';
import { ImportButton, type ImportButtonProps } from './import-export';
import { CompactRowsContext } from './row-actions';
import type { AdminList } from './use-admin-list';
import '@/components/admin-table/admin-table.css';

/** The part of a list's state the page shell reads ({@link useAdminList} gives it; a tree page may build its own). */
export type AdminListView<Row> = Pick<
  AdminList<Row, { currentPage: number; pageSize: number }>,
  'rows' | 'loading' | 'keyword' | 'setKeyword' | 'search' | 'reset' | 'reload'
> & { paging?: AdminList<Row, { currentPage: number; pageSize: number }>['paging'] };

/** The add button of the toolbar, shown to holders of its button code. */
export interface AdminAddButton {
  text: string;
  onClick: () => void;
  testId?: string;
  /** Button code (default btn_add). */
  code?: string;
}

/** Props of {@link AdminListPage}. */
export interface AdminListPageProps<Row> {
  title: string;
  /** The page's data-testid. */
  testId: string;
  list: AdminListView<Row>;
  /** The columns; on narrow screens only the row actions stay pinned. The table's width is their sum. */
  columns: ColumnType<Row>[];
  /** The keyword box (placeholder doubles as its label); false: none. */
  search: { placeholder: string; testId?: string; buttonText?: string } | false;
  /** A reset button after the search box (clears keyword and filters). */
  resetButton?: boolean | { testId?: string };
  /** Extra filters after the search box. */
  filters?: ReactNode;
  /** Toolbar buttons before refresh: import, export, batch actions. */
  actions?: ReactNode;
  /** The refresh button's data-testid. */
  refreshTestId?: string;
  add?: AdminAddButton;
  /** The toolbar's import button (before `actions`). */
  importFile?: ImportButtonProps;
  /** A category filter at the left (a select on narrow screens), when there is no `tree`. */
  categories?: Omit<CategoryNavProps, 'compact'>;
  /** A filter tree at the left (folded above the table on narrow screens when `compact`). */
  tree?: (compact: boolean) => ReactNode;
  /** Extra table props (scroll, rowSelection, expandable, columnSettings ...). */
  table?: Omit<DataTableProps<Row>, 'columns' | 'dataSource'>;
  /** Dialogs and drawers: the create/edit form, details. */
  children?: ReactNode;
}

/** The width of an element, followed as it changes (0 before the first layout). */
function useWidth<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The administration list page: title, search bar with optional filters, toolbar (permission-checked
 * add, refresh, the page's actions), the data table with column settings, paging and sorting, an
 * optional filter tree at the left and the page's dialogs. The table is as wide as its columns and says
 * when it scrolls sideways; on phones the row actions stay pinned and fold under "More", the tree folds.
 */
export function AdminListPage<Row extends object>(props: AdminListPageProps<Row>) {
  const { title, testId, list, columns, search, resetButton, filters, actions, add, table, categories } =
    props;
  const tree =
    props.tree ?? (categories && ((compact: boolean) => <CategoryNav {...categories} compact={compact} />));
  const { t } = useTranslation();
  // the heading is the menu's own name in the user's language, as in the sidebar and the tab
  const heading = useMenuTitle(title);
  const screens = Grid.useBreakpoint();
  const narrow = !screens.md;
  const resetTestId = typeof resetButton === 'object' ? resetButton.testId : undefined;
  const [tableBox, boxWidth] = useWidth<HTMLDivElement>();
  const shown = responsiveColumns(columns, narrow);
  const width = tableWidth(shown, { selection: !!table?.rowSelection });
  const scrolls = boxWidth > 0 && width > boxWidth + 1;
  // a table that scrolls sideways can be scrolled by keyboard too, and says what it is
  useEffect(() => {
    const region = tableBox.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!region) return;
    if (scrolls) {
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', heading);
    } else {
      for (const name of ['tabindex', 'role', 'aria-label']) region.removeAttribute(name);
    }
  });

  const toolbar = (
    <div className="admin-toolbar">
      {search && (
        <Input.Search
          allowClear
          value={list.keyword}
          onChange={(e) => list.setKeyword(e.target.value)}
          aria-label={search.placeholder}
          placeholder={search.placeholder}
          enterButton={search.buttonText ?? t('adminList.search')}
          onSearch={list.search}
          style={{ width: 320, maxWidth: '100%' }}
          data-testid={search.testId}
        />
      )}
      {filters}
      {resetButton && (
        <Button onClick={list.reset} data-testid={resetTestId}>
          {t('adminList.reset')}
        </Button>
      )}
      <div className="admin-toolbar-end">
        {props.importFile && <ImportButton {...props.importFile} />}
        {actions}
        <Button onClick={() => void list.reload()} data-testid={props.refreshTestId}>
          {t('adminList.refresh')}
        </Button>
        {add && (
          <Auth code={add.code ?? 'btn_add'}>
            <Button type="primary" onClick={add.onClick} data-testid={add.testId}>
              {add.text}
            </Button>
          </Auth>
        )}
      </div>
    </div>
  );
  const body = (
    <div ref={tableBox} className="admin-list-body">
      {toolbar}
      {scrolls && (
        <Typography.Text type="secondary" className="admin-scroll-hint" data-testid="admin-scroll-hint">
          {t('adminList.scrollHint')}
        </Typography.Text>
      )}
      <CompactRowsContext.Provider value={narrow}>
        <DataTable<Row>
          rowKey="id"
          size="middle"
          loading={list.loading}
          {...list.paging}
          {...table}
          scroll={{ ...table?.scroll, x: table?.scroll?.x ?? width }}
          dataSource={list.rows}
          columns={shown}
        />
      </CompactRowsContext.Provider>
    </div>
  );

  return (
    <Card className="admin-page" data-testid={testId}>
      <Typography.Title level={1} className="admin-title">
        {heading}
      </Typography.Title>
      {tree ? (
        <div className="admin-split">
          {tree(narrow)}
          {body}
        </div>
      ) : (
        body
      )}
      {props.children}
    </Card>
  );
}
