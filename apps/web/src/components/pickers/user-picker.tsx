import { useQuery } from '@tanstack/react-query';
import { Input, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerShell, type PickContext } from './picker-shell';
import { pickerKeys, pickersApi, type UserCondition } from './pickers-api';
import { CURRENT_USER_ID, toIds, type PickItem } from './selection';
import type { PickerNode } from './tree-data';
import { TreePane } from './tree-pane';
import type { PickerProps } from './types';
import { PICKER_PAGE_SIZE, usePagedUsers } from './use-paged-users';
import { useUserTree } from './use-user-tree';

const USER_TYPES = ['user'] as const;

/** Restriction filters: only users in these departments, positions, roles, groups or ids may be picked. */
export interface UserRestriction {
  departIds?: string[];
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  userIds?: string[];
}

/** User picker props. */
export interface UserPickerProps extends PickerProps, UserRestriction {
  /** Dialog title (default 选择用户). */
  title?: string;
  /** Offers the system variable 当前用户 (default true). */
  withSystem?: boolean;
}

/** True when any restriction filter is given. */
export function isRestricted(r: UserRestriction): boolean {
  return [r.departIds, r.positionIds, r.roleIds, r.groupIds, r.userIds].some((ids) => !!ids?.length);
}

/** Names of picked users: looked up by id once, plus the system variable. */
function useUserNames(value: PickerProps['value'], multiple: boolean): Map<string, PickItem> {
  const { t } = useTranslation();
  const ids = useMemo(() => toIds(value, multiple).filter((id) => id !== CURRENT_USER_ID), [value, multiple]);
  const { data } = useQuery({
    queryKey: pickerKeys.usersByIds(ids),
    queryFn: () => pickersApi.usersByIds(ids),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  return useMemo(() => {
    const map = new Map<string, PickItem>([
      [CURRENT_USER_ID, { id: CURRENT_USER_ID, fullName: t('pickers.currentUser'), type: 'user' }],
    ]);
    for (const u of data ?? []) map.set(u.id, { ...u });
    return map;
  }, [data, t]);
}

/**
 * 选择用户 (800px): a keyword box; tabs all data (lazy organisation tree with users), current
 * organisation, my subordinates and system variables; restricted to the filters when given.
 * Value: user ids (and `currentUser`).
 */
export function UserPicker({
  departIds,
  positionIds,
  roleIds,
  groupIds,
  userIds,
  title,
  withSystem = true,
  ...props
}: UserPickerProps) {
  const { t } = useTranslation();
  const known = useUserNames(props.value, !!props.multiple);
  const restriction = { departIds, positionIds, roleIds, groupIds, userIds };
  return (
    <PickerShell {...props} title={title ?? t('pickers.title.user')} width={800} known={known}>
      {(context) => <UserTabs context={context} restriction={restriction} withSystem={withSystem} />}
    </PickerShell>
  );
}

function UserTabs({
  context,
  restriction,
  withSystem,
}: {
  context: PickContext;
  restriction: UserRestriction;
  withSystem: boolean;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [tab, setTab] = useState('all');
  const restricted = isRestricted(restriction);
  const pane = (id: string, nodes: PickerNode[], extra: Partial<Parameters<typeof TreePane>[0]> = {}) => (
    <div className="tessera-picker-main">
      <TreePane
        nodes={nodes}
        types={USER_TYPES}
        context={context}
        searchable={false}
        testId={id}
        {...extra}
      />
    </div>
  );
  const tree = useUserTree(tab === 'all' && !restricted);
  const condition: UserCondition = {
    ...restriction,
    keyword: keyword || undefined,
    pageSize: PICKER_PAGE_SIZE,
  };
  const all = usePagedUsers(
    ['all', keyword, restriction],
    async (page) =>
      restricted
        ? pickersApi.usersByCondition({ ...condition, currentPage: page })
        : pickersApi.userTree('0', { keyword, currentPage: page, pageSize: PICKER_PAGE_SIZE }),
    tab === 'all' && (restricted || !!keyword),
  );
  const current = usePagedUsers(
    ['current', keyword],
    (page) => pickersApi.organizationUsers({ keyword, currentPage: page, pageSize: PICKER_PAGE_SIZE }),
    tab === 'current',
  );
  const subordinates = usePagedUsers(
    ['subordinates', keyword],
    async () => ({ list: await pickersApi.subordinates(keyword) }),
    tab === 'subordinates',
  );
  const system: PickerNode[] = [
    { id: CURRENT_USER_ID, fullName: t('pickers.currentUser'), type: 'user', isLeaf: true },
  ];
  const paged = (id: string, list: ReturnType<typeof usePagedUsers>) =>
    pane(id, list.nodes, {
      loading: list.loading,
      hasMore: list.hasMore,
      onEndReached: list.loadMore,
    });
  const items = [
    {
      key: 'all',
      label: t('pickers.tab.all'),
      children:
        restricted || keyword
          ? paged('user-picker-all', all)
          : pane('user-picker-all', tree.nodes, { loading: tree.loading, loadData: tree.loadData }),
    },
    ...(restricted
      ? []
      : [
          {
            key: 'current',
            label: t('pickers.tab.current'),
            children: paged('user-picker-current', current),
          },
          {
            key: 'subordinates',
            label: t('pickers.tab.subordinates'),
            children: paged('user-picker-subordinates', subordinates),
          },
        ]),
    ...(withSystem
      ? [{ key: 'system', label: t('pickers.tab.system'), children: pane('user-picker-system', system) }]
      : []),
  ];
  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('pickers.keyword')}
        aria-label={t('pickers.keyword')}
        onSearch={(v) => setKeyword(v.trim())}
        data-testid="picker-keyword"
      />
      <Tabs size="small" activeKey={tab} onChange={setTab} items={items} />
    </>
  );
}
