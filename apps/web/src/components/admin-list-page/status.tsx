import { Space, Switch, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { formatDate } from '@tessera/shared';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/permission';

/** Props of {@link StatusTag}. */
export interface StatusTagProps {
  /** Enabled, released, active ... */
  on: boolean;
  /** Text when on (default "Enabled"). */
  onText?: string;
  /** Text when off (default "Disabled"). */
  offText?: string;
}

/** The one way a list shows an on/off state: a green tag when on, a grey one when off. */
export function StatusTag({ on, onText, offText }: StatusTagProps) {
  const { t } = useTranslation();
  return (
    <Tag color={on ? 'success' : 'default'} data-status={on ? 'on' : 'off'}>
      {on ? (onText ?? t('adminList.enabled')) : (offText ?? t('adminList.disabled'))}
    </Tag>
  );
}

/** Options of {@link statusColumn}. */
export interface StatusColumnOptions<Row> {
  title: string;
  /** The field holding 1 (on) or 0 (off); default enabledMark. */
  dataIndex?: keyof Row & string;
  /** Switches the state; holders of `code` get a switch before the tag. */
  onToggle?: (row: Row) => void;
  /** Button code of the switch (default btn_edit). */
  code?: string;
  /** The switch's data-testid. */
  testId?: (row: Row) => string;
  /** Value meaning "on" (default 1). */
  onValue?: unknown;
  onText?: string;
  offText?: string;
  width?: number;
}

function StatusCell<Row>({ row, on, options }: { row: Row; on: boolean; options: StatusColumnOptions<Row> }) {
  const can = usePermission();
  const tag = <StatusTag on={on} onText={options.onText} offText={options.offText} />;
  const { onToggle } = options;
  if (!onToggle || !can(options.code ?? 'btn_edit')) return tag;
  return (
    <Space size={4}>
      <Switch
        size="small"
        checked={on}
        aria-label={options.title}
        onChange={() => onToggle(row)}
        data-testid={options.testId?.(row)}
      />
      {tag}
    </Space>
  );
}

/** The state column: the same tag on every list, with a switch for those who may change it. */
export function statusColumn<Row>(options: StatusColumnOptions<Row>): ColumnType<Row> {
  const { title, dataIndex = 'enabledMark', onValue = 1, onToggle } = options;
  return {
    title,
    dataIndex,
    width: options.width ?? (onToggle ? 120 : 90),
    render: (v: unknown, row: Row) => <StatusCell row={row} on={v === onValue} options={options} />,
  };
}

/** A date-time column (sortable on the server when `sorter`); an empty value shows a dash. */
export function dateColumn<Row>(
  title: string,
  dataIndex: keyof Row & string,
  options: { sorter?: boolean; width?: number } = {},
): ColumnType<Row> {
  return {
    title,
    dataIndex,
    sorter: options.sorter,
    width: options.width ?? 170,
    render: (v: number | null | undefined) => (v ? formatDate(v) : '—'),
  };
}
