import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '@/components/permission';
import { t } from '@/lib/i18n';

/** One button of a row's actions. */
export interface RowAction {
  /** Stable key, also the action's name in tests (`edit`, `delete`, `copy` ...). */
  key: string;
  label: string;
  onClick: () => void;
  /** Button code the user must hold on the page's menu; none: everyone sees it. */
  code?: string;
  danger?: boolean;
  disabled?: boolean;
  /** A hint on hover. */
  tip?: string;
  testId?: string;
}

/** A row's actions as the page lists them; false, null and undefined entries are skipped. */
export type RowActionList = (RowAction | false | null | undefined)[];

/** Options of {@link actionsColumn}. */
export interface ActionsColumnOptions {
  /** Column title (default "Actions"). */
  title?: string;
  /** Column width on wide screens (default 150). */
  width?: number;
  /** Route address whose menu decides the button codes; the current one when omitted. */
  address?: string;
  /** How many actions show as links before the rest fold into "More" (default 3; 2 on phones). */
  inline?: number;
}

/** True inside a list shown on a narrow screen: row actions fold sooner. */
export const CompactRowsContext = createContext(false);

/** The column key the shell knows the actions column by (kept pinned on phones). */
export const ACTIONS_KEY = 'actions';

/** The actions a user may use: skipped entries and actions behind a code the user lacks are dropped. */
export function permittedActions(list: RowActionList, can: (code: string) => boolean): RowAction[] {
  return list.filter((a): a is RowAction => !!a && (!a.code || can(a.code)));
}

/** Splits actions into the links shown and those folded under "More" (never a "More" of one). */
export function foldActions(actions: RowAction[], inline: number): [RowAction[], RowAction[]] {
  if (actions.length <= inline) return [actions, []];
  const shown = Math.max(1, inline - 1);
  return [actions.slice(0, shown), actions.slice(shown)];
}

function ActionLink({ action }: { action: RowAction }) {
  const link = (
    <Button
      type="link"
      size="small"
      danger={action.danger}
      disabled={action.disabled}
      onClick={action.onClick}
      data-testid={action.testId}
      data-action={action.key}
    >
      {action.label}
    </Button>
  );
  return action.tip ? <Tooltip title={action.tip}>{link}</Tooltip> : link;
}

/** The action links of one row, permission-checked, with the surplus under a "More" menu. */
export function RowActions({
  actions,
  address,
  inline = 3,
}: { actions: RowActionList } & ActionsColumnOptions) {
  const { t: tr } = useTranslation();
  const can = usePermission(address);
  const compact = useContext(CompactRowsContext);
  const [shown, folded] = foldActions(permittedActions(actions, can), compact ? Math.min(inline, 2) : inline);
  return (
    <Space size={0} className="admin-row-actions">
      {shown.map((a) => (
        <ActionLink key={a.key} action={a} />
      ))}
      {folded.length > 0 && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: folded.map((a) => ({
              key: a.key,
              label: <span data-testid={a.testId}>{a.label}</span>,
              danger: a.danger,
              disabled: a.disabled,
              title: a.tip,
            })),
            onClick: ({ key }) => folded.find((a) => a.key === key)?.onClick(),
          }}
        >
          <Button type="link" size="small" data-action="more" aria-haspopup="menu">
            {tr('adminList.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

/** The pinned actions column of a list: each row's actions from `actionsOf`, permission-checked. */
export function actionsColumn<Row>(
  actionsOf: (row: Row) => RowActionList,
  options: ActionsColumnOptions = {},
): ColumnType<Row> {
  const { width = 150, title = t('adminList.actions'), ...rest } = options;
  return {
    title,
    key: ACTIONS_KEY,
    width,
    fixed: 'right',
    render: (_: unknown, row: Row) => <RowActions actions={actionsOf(row)} {...rest} />,
  };
}
