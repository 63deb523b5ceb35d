import { ORGANIZE_ROOT_ID } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PickerShell } from './picker-shell';
import { pickersApi } from './pickers-api';
import { limitTree, type PickerNode } from './tree-data';
import { TreePane } from './tree-pane';
import type { PickerProps } from './types';
import { useLazyOrganizes, useOrganizeNames } from './use-lazy-organizes';
import { useKnown, usePickerTree } from './use-picker-tree';

const ORG_TYPES = ['company', 'department'] as const;

/** Organisation picker props (spec 02 §6 auth mode). */
export interface OrganizePickerProps extends PickerProps {
  /** Only the organisations the user may see (SelectorByAuth). */
  auth?: boolean;
  /** With `auth` and `parentId` "-1": only the top-level pseudo node shows. */
  isOnlyOrg?: boolean;
  parentId?: string;
  /** The node being edited: its subtree is left out (default "0", none). */
  currOrgId?: string;
  /** Offers the top-level pseudo node 顶级节点 (id "-1") above the tree. */
  withRoot?: boolean;
  /** Only these node types may be picked (default company and department). */
  types?: readonly string[];
  /** Custom mode: only these organisations' subtrees show. */
  ableIds?: readonly string[];
}

/** 选择组织: the organisation tree on the left, the picks on the right. Value: organisation ids. */
export function OrganizePicker({
  auth,
  isOnlyOrg,
  parentId,
  currOrgId = '0',
  withRoot,
  types = ORG_TYPES,
  ableIds,
  ...props
}: OrganizePickerProps) {
  const { t } = useTranslation();
  const onlyRoot = !!auth && !!isOnlyOrg && parentId === ORGANIZE_ROOT_ID;
  // custom mode limits a whole tree; otherwise the tree loads a level at a time
  const lazy = !ableIds && !onlyRoot;
  const levels = useLazyOrganizes({ auth, isOnlyOrg, excludeId: currOrgId }, lazy);
  const all = usePickerTree(['organizes', currOrgId, lazy], () =>
    lazy ? Promise.resolve([]) : pickersApi.organizes(currOrgId),
  );
  const mine = usePickerTree(['organizesByAuth', currOrgId, !!isOnlyOrg, auth && !onlyRoot && !lazy], () =>
    auth && !onlyRoot && !lazy ? pickersApi.organizesByAuth(currOrgId, isOnlyOrg) : Promise.resolve([]),
  );
  const root: PickerNode = useMemo(
    () => ({ id: ORGANIZE_ROOT_ID, fullName: t('pickers.root'), type: 'company', isLeaf: true }),
    [t],
  );
  const nodes = useMemo(() => {
    if (onlyRoot) return [root];
    let tree = lazy ? levels.nodes : auth ? mine.nodes : all.nodes;
    if (ableIds) tree = limitTree(tree, new Set(ableIds));
    return withRoot && !levels.keyword ? [root, ...tree] : tree;
  }, [onlyRoot, root, lazy, levels.nodes, levels.keyword, auth, mine.nodes, all.nodes, ableIds, withRoot]);
  const named = useOrganizeNames(props.value, !!props.multiple);
  const inTrees = useKnown(nodes, all.nodes);
  const known = useMemo(() => new Map([...named, ...inTrees]), [named, inTrees]);
  return (
    <PickerShell {...props} title={t('pickers.title.organize')} known={known}>
      {(context) => (
        <TreePane
          nodes={nodes}
          types={types}
          context={context}
          loading={lazy ? levels.loading : auth ? mine.loading : all.loading}
          {...(lazy
            ? { onSearch: levels.onSearch, searched: levels.keyword, loadData: levels.loadData }
            : {})}
          testId="organize-picker-tree"
        />
      )}
    </PickerShell>
  );
}

/** 选择部门: like the organisation picker, only departments may be picked; custom mode limits to `ableDepIds`. */
export function DepartmentPicker({
  selectType,
  ableDepIds,
  ...props
}: PickerProps & { selectType?: 'all' | 'custom'; ableDepIds?: readonly string[] }) {
  const { t } = useTranslation();
  const custom = selectType === 'custom';
  const levels = useLazyOrganizes({ excludeId: '0' }, !custom);
  const all = usePickerTree(['organizes', '0', !custom], () =>
    custom ? pickersApi.organizes('0') : Promise.resolve([]),
  );
  const nodes = useMemo(
    () => (custom ? limitTree(all.nodes, new Set(ableDepIds ?? [])) : levels.nodes),
    [custom, ableDepIds, all.nodes, levels.nodes],
  );
  const named = useOrganizeNames(props.value, !!props.multiple);
  const inTrees = useKnown(nodes, all.nodes);
  const known = useMemo(() => new Map([...named, ...inTrees]), [named, inTrees]);
  return (
    <PickerShell {...props} title={t('pickers.title.department')} known={known}>
      {(context) => (
        <TreePane
          nodes={nodes}
          types={DEPARTMENT_TYPES}
          context={context}
          loading={custom ? all.loading : levels.loading}
          {...(custom
            ? {}
            : { onSearch: levels.onSearch, searched: levels.keyword, loadData: levels.loadData })}
          testId="department-picker-tree"
        />
      )}
    </PickerShell>
  );
}

const DEPARTMENT_TYPES = ['department'] as const;
