import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerShell, type PickContext } from './picker-shell';
import { pickerKeys, pickersApi } from './pickers-api';
import { combinedTypes, toIds, typedId, type PickItem } from './selection';
import type { PickerNode } from './tree-data';
import { TreePane } from './tree-pane';
import type { PickerProps } from './types';
import { PICKER_PAGE_SIZE, usePagedUsers } from './use-paged-users';
import { usePickerTree } from './use-picker-tree';
import { useUserTree } from './use-user-tree';

/** Combined picker props. */
export interface CombinedPickerProps extends PickerProps {
  /** Narrows the pickable kinds (default: users in single choice; every kind in multiple). */
  types?: readonly string[];
  title?: string;
}

const ORG_TAB_TYPES: readonly string[] = ['company', 'department', 'user'];

/** A node's pick: its id with the `--type` suffix. */
const typedItem = (node: PickerNode): PickItem => ({
  id: typedId(node.id, node.type ?? 'user'),
  fullName: node.fullName,
  type: node.type,
  organize: node.organize,
  headIcon: node.headIcon,
});

/** Names of `id--type` picks, looked up once. */
function useSelectedNames(value: PickerProps['value'], multiple: boolean): Map<string, PickItem> {
  const ids = useMemo(() => toIds(value, multiple), [value, multiple]);
  const { data } = useQuery({
    queryKey: pickerKeys.selected(ids),
    queryFn: () => pickersApi.selected(ids),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  return useMemo(() => new Map((data ?? []).map((p) => [p.id, { ...p }])), [data]);
}

/**
 * 选择成员 (800px): companies, departments, positions, roles, groups and users, each picked as
 * `id--type`. Users load lazily under their organisations; a keyword searches users 20 at a time,
 * loading more within 200px of the list bottom.
 */
export function CombinedPicker({ types, title, ...props }: CombinedPickerProps) {
  const { t } = useTranslation();
  const multiple = !!props.multiple;
  const allowed = useMemo(() => combinedTypes(multiple, types), [multiple, types]);
  const known = useSelectedNames(props.value, multiple);
  return (
    <PickerShell {...props} title={title ?? t('pickers.title.combined')} width={800} known={known} showType>
      {(context) => <CombinedTabs context={context} allowed={allowed} />}
    </PickerShell>
  );
}

function CombinedTabs({ context, allowed }: { context: PickContext; allowed: readonly string[] }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState('organize');
  const [keyword, setKeyword] = useState('');
  const withUsers = allowed.includes('user');
  const withOrgs = withUsers || allowed.includes('company') || allowed.includes('department');
  const tree = useUserTree(withUsers && tab === 'organize');
  const orgs = usePickerTree(['organizes', '0', withUsers], () =>
    withUsers ? Promise.resolve([]) : pickersApi.organizes('0'),
  );
  const users = usePagedUsers(
    ['combined', keyword],
    (page) => pickersApi.userTree('0', { keyword, currentPage: page, pageSize: PICKER_PAGE_SIZE }),
    withUsers && tab === 'organize' && !!keyword,
  );
  const positions = usePickerTree(['positions'], pickersApi.positions);
  const roles = usePickerTree(['roles'], pickersApi.roles);
  const groups = usePickerTree(['groups'], pickersApi.groups);
  const orgTypes = useMemo(() => allowed.filter((type) => ORG_TAB_TYPES.includes(type)), [allowed]);

  // each tab picks only its own kind (an organisation branch of the role tree is no pick)
  const pane = (
    id: string,
    nodes: readonly PickerNode[],
    extra: Partial<Parameters<typeof TreePane>[0]> & { types: readonly string[] },
  ) => (
    <div className="tessera-picker-main">
      <TreePane nodes={nodes} context={context} toItem={typedItem} testId={id} {...extra} />
    </div>
  );
  const orgPane = withUsers
    ? keyword
      ? pane('combined-organize', users.nodes, {
          types: orgTypes,
          onSearch: setKeyword,
          loading: users.loading,
          hasMore: users.hasMore,
          onEndReached: users.loadMore,
        })
      : pane('combined-organize', tree.nodes, {
          types: orgTypes,
          onSearch: setKeyword,
          loading: tree.loading,
          loadData: tree.loadData,
        })
    : pane('combined-organize', orgs.nodes, { types: orgTypes, loading: orgs.loading });
  const items = [
    withOrgs && { key: 'organize', label: t('pickers.tab.organize'), children: orgPane },
    allowed.includes('position') && {
      key: 'position',
      label: t('pickers.tab.position'),
      children: pane('combined-position', positions.nodes, {
        types: ['position'],
        loading: positions.loading,
      }),
    },
    allowed.includes('role') && {
      key: 'role',
      label: t('pickers.tab.role'),
      children: pane('combined-role', roles.nodes, { types: ['role'], loading: roles.loading }),
    },
    allowed.includes('group') && {
      key: 'group',
      label: t('pickers.tab.group'),
      children: pane('combined-group', groups.nodes, { types: ['group'], loading: groups.loading }),
    },
  ].filter((i) => !!i);
  return <Tabs size="small" activeKey={tab} onChange={setTab} items={items} />;
}
