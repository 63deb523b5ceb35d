import { Collapse, Tree, type TreeDataNode } from 'antd';
import { GLOBAL_ROLE_CATEGORY_ID, type OrganizeNode } from '@tessera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const ALL = '';

function toTreeData(nodes: readonly OrganizeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.fullName,
    ...(n.children.length ? { children: toTreeData(n.children) } : { isLeaf: true }),
  }));
}

/**
 * Which roles the table shows: all, the global roles (id '1'), or the roles of an organisation
 * and its sub-organisations. Folds into a panel on phones.
 */
export function RoleScopeTree({
  tree,
  value,
  onChange,
  compact,
}: {
  tree: readonly OrganizeNode[];
  value: string | undefined;
  onChange: (scope: string | undefined) => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const treeData = useMemo(
    () => [
      { key: ALL, title: t('roles.scope.all'), isLeaf: true },
      { key: GLOBAL_ROLE_CATEGORY_ID, title: t('roles.scope.global'), isLeaf: true },
      { key: 'organizes', title: t('roles.scope.organize'), selectable: false, children: toTreeData(tree) },
    ],
    [tree, t],
  );
  const body = (
    <Tree
      blockNode
      key={tree.length}
      defaultExpandedKeys={['organizes', ...tree.map((n) => n.id)]}
      selectedKeys={[value ?? ALL]}
      treeData={treeData}
      onSelect={(keys) => onChange(keys.length && keys[0] !== ALL ? String(keys[0]) : undefined)}
      aria-label={t('roles.scope.title')}
      data-testid="role-scope-tree"
    />
  );
  if (!compact) return <aside className="admin-split-tree">{body}</aside>;
  return (
    <Collapse
      size="small"
      items={[{ key: 'tree', label: t('roles.scope.title'), children: body }]}
      style={{ marginBottom: 12 }}
    />
  );
}
