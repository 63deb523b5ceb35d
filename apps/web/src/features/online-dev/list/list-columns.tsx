import type { ColumnData, ListColumn } from '@tessera/shared';
import type { ColumnType } from 'antd/es/table';
import type { SortOrder } from 'antd/es/table/interface';

/** A row of a generated list: display values, sub-table rows under the sub-table's vModel. */
export type ListRow = Record<string, unknown> & { id: string };

/** A display value as text: lists joined with ",", objects by their fullName or name. */
export function displayText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(displayText).filter(Boolean).join(',');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return displayText(o.fullName ?? o.name ?? o.fullAddress ?? '');
  }
  return String(value);
}

const labelOf = (c: ListColumn) => c.label || c.fullName || c.prop;

/** The sort order a column shows for the current `sidx`. */
function orderOf(prop: string, sidx: string): SortOrder {
  const first = sidx.split(',')[0] ?? '';
  if (first === prop) return 'ascend';
  if (first === `-${prop}`) return 'descend';
  return null;
}

/** The layout props of a designed column (width, fixed, align, sort, overflow). */
function layout(c: ListColumn, sidx: string, overflow: boolean): ColumnType<ListRow> {
  return {
    width: c.width ?? undefined,
    fixed: c.fixed === 'left' || c.fixed === 'right' ? c.fixed : undefined,
    align: c.align,
    ellipsis: overflow,
    ...(c.sortable
      ? { sorter: true, sortOrder: orderOf(c.prop, sidx), sortDirections: ['ascend', 'descend'] }
      : {}),
  };
}

/** A sub-table column's table and child vModel (`table-child`), or undefined for a main column. */
export function subColumn(
  prop: string,
  tables: ReadonlySet<string>,
): { table: string; child: string } | undefined {
  const i = prop.indexOf('-');
  if (i <= 0) return undefined;
  const table = prop.slice(0, i);
  return tables.has(table) ? { table, child: prop.slice(i + 1) } : undefined;
}

/** The sub-tables a list design shows (props `table-child` whose table names a sub-table of the form). */
export function shownTables(design: Pick<ColumnData, 'columnList'>, tableKeys: ReadonlySet<string>) {
  const out = new Map<
    string,
    { label: string; columns: { child: string; label: string; column: ListColumn }[] }
  >();
  for (const c of design.columnList) {
    const sub = subColumn(c.prop, tableKeys);
    if (!sub) continue;
    const [tableLabel, ...rest] = labelOf(c).split('-');
    const entry = out.get(sub.table) ?? { label: tableLabel ?? sub.table, columns: [] };
    entry.columns.push({ child: sub.child, label: rest.join('-') || sub.child, column: c });
    out.set(sub.table, entry);
  }
  return out;
}

/** A group row's cell (type 3): the group's value and how many records it holds, where the server put it. */
function groupCell(row: ListRow, prop: string, blank: string) {
  if (!(prop in row)) return null;
  const count = Array.isArray(row.children) ? row.children.length : 0;
  return (
    <span className="online-group-cell" data-testid="online-group">
      {displayText(row[prop]) || blank} ({count})
    </span>
  );
}

/**
 * The table columns of a list design (form-model.md §4): main columns as designed; sub-table
 * columns, in style 1, as one group per sub-table whose cells list the rows' values one per line.
 * In style 2 the sub-tables show in the expanded row instead.
 */
export function listColumns(
  design: Pick<ColumnData, 'columnList' | 'childTableStyle' | 'showOverflow'>,
  tableKeys: ReadonlySet<string>,
  sidx: string,
  /** The text of a group whose value is empty (grouped lists). */
  blankGroup = '-',
): ColumnType<ListRow>[] {
  const out: ColumnType<ListRow>[] = [];
  const groups = new Map<string, ColumnType<ListRow> & { children: ColumnType<ListRow>[] }>();
  const tables = shownTables(design, tableKeys);
  for (const c of design.columnList) {
    const sub = subColumn(c.prop, tableKeys);
    if (!sub) {
      out.push({
        ...layout(c, sidx, design.showOverflow),
        key: c.prop,
        dataIndex: c.prop,
        title: labelOf(c),
        render: (v: unknown, row: ListRow) =>
          row.top === true ? groupCell(row, c.prop, blankGroup) : displayText(v),
      });
      continue;
    }
    if (design.childTableStyle === 2) continue;
    let group = groups.get(sub.table);
    if (!group) {
      group = { key: sub.table, title: tables.get(sub.table)?.label ?? sub.table, children: [] };
      groups.set(sub.table, group);
      out.push(group);
    }
    const childLabel = tables.get(sub.table)?.columns.find((x) => x.child === sub.child)?.label ?? sub.child;
    group.children.push({
      key: c.prop,
      title: childLabel,
      width: c.width ?? undefined,
      align: c.align,
      className: 'online-sub-cell',
      render: (_: unknown, row: ListRow) => {
        const rows = Array.isArray(row[sub.table]) ? (row[sub.table] as Record<string, unknown>[]) : [];
        return (
          <div className="online-sub-lines">
            {rows.map((r, i) => (
              <div key={typeof r.id === 'string' ? r.id : i}>{displayText(r[sub.child]) || '\u00a0'}</div>
            ))}
          </div>
        );
      },
    });
  }
  return out;
}
