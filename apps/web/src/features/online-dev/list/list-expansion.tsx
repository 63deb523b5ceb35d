import type { TableProps } from 'antd';
import { Table, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { displayText, type ListRow, type shownTables } from './list-columns';

type Tables = ReturnType<typeof shownTables>;

/** Whether a row is a group of a grouped list (type 3), not a record. */
export const isGroupRow = (row: ListRow) => row.top === true;

/** The expand row of style 2: one tab per sub-table with the record's sub-rows. */
function SubTableTabs({ row, tables }: { row: ListRow; tables: Tables }) {
  return (
    <Tabs
      size="small"
      items={[...tables].map(([key, table]) => ({
        key,
        label: table.label,
        children: (
          <Table<Record<string, unknown>>
            size="small"
            pagination={false}
            rowKey={(r) => String(r.id)}
            dataSource={Array.isArray(row[key]) ? (row[key] as Record<string, unknown>[]) : []}
            columns={table.columns.map((c) => ({
              key: c.child,
              dataIndex: c.child,
              title: c.label,
              render: (v: unknown) => displayText(v),
            }))}
          />
        ),
      }))}
    />
  );
}

/**
 * How a list's rows expand (form-model.md §4-§5): a grouped list's groups, open until the user
 * closes one; a tree table's children, closed until opened; in style 2 the sub-tables of a record.
 */
export function useRowExpansion(
  type: number,
  childTableStyle: 1 | 2,
  tables: Tables,
  rows: readonly ListRow[],
): TableProps<ListRow>['expandable'] {
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(() => rows.filter(isGroupRow).map((r) => r.id), [rows]);
  if (type === 3)
    return {
      expandedRowKeys: groups.filter((id) => !closed.has(id)),
      onExpand: (open, row) =>
        setClosed((s) => {
          const next = new Set(s);
          if (open) next.delete(row.id);
          else next.add(row.id);
          return next;
        }),
    };
  if (type === 5) return undefined;
  if (childTableStyle !== 2 || !tables.size) return undefined;
  return { expandedRowRender: (row) => <SubTableTabs row={row} tables={tables} /> };
}
