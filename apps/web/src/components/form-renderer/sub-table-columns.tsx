import type { FieldItem } from '@tessera/shared';
import type { ColumnType } from 'antd/es/table';
import { num, str } from './editor-types';
import { SubTableCell } from './sub-table-cell';
import { groupColumns, headerGroupsOf } from './sub-table-headers';

type Row = Record<string, unknown>;
/** A grid column of a sub-table: a cell column, or a grouped header with its cell columns. */
export type GridColumn = ColumnType<Row> & { children?: ColumnType<Row>[] };

const ALIGNS = ['left', 'center', 'right'] as const;
const keyOf = (c: FieldItem) => c.__vModel__ ?? String(c.__config__.formId);

/** One editable column per child (label with the red asterisk when required, width, align, fixed). */
function cellColumn(c: FieldItem, table: string, disabled: boolean): ColumnType<Row> {
  return {
    key: keyOf(c),
    title: (
      <span className={c.__config__.required === true ? 'fr-required' : undefined}>
        {str(c.__config__.label)}
      </span>
    ),
    width: num(c.__config__.columnWidth) ?? 180,
    align: ALIGNS.find((a) => a === c.__config__.tableAlign) ?? 'left',
    fixed:
      c.__config__.tableFixed === 'left' ? 'left' : c.__config__.tableFixed === 'right' ? 'right' : undefined,
    render: (_v: unknown, row: Row) => (
      <SubTableCell table={table} column={c} row={row} disabled={disabled} />
    ),
  };
}

/**
 * The child columns of a sub-table with the complexHeaderList groups as two-level headers, and
 * the children in the order the grid shows them (the summary row follows it).
 */
export function childColumns(table: FieldItem, children: readonly FieldItem[], disabled: boolean) {
  const vModel = table.__vModel__ ?? '';
  const items = groupColumns(children, headerGroupsOf(table), keyOf);
  const grid: GridColumn[] = items.map((item) =>
    'column' in item
      ? cellColumn(item.column, vModel, disabled)
      : {
          key: `__group-${item.group.id}`,
          title: item.group.fullName,
          align: item.group.align,
          children: item.columns.map((c) => cellColumn(c, vModel, disabled)),
        },
  );
  const order = items.flatMap((item) => ('column' in item ? [item.column] : item.columns));
  return { grid, order };
}
