import { Collapse, Input, Tree, type TreeDataNode } from 'antd';
import type { OrganizeNode } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ALL = '';

function toTreeData(nodes: readonly OrganizeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.fullName,
    ...(n.children.length ? { children: toTreeData(n.children) } : { isLeaf: true }),
  }));
}

function allIds(nodes: readonly OrganizeNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children)]);
}

/** Keeps nodes whose name holds the text, with their ancestors. */
export function filterOrganizeTree(nodes: readonly OrganizeNode[], text: string): OrganizeNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((n) => {
    const children = filterOrganizeTree(n.children, text);
    return n.fullName.includes(text) || children.length ? [{ ...n, children }] : [];
  });
}

/**
 * The organisation tree beside an administration table: picking a node filters by it (with its
 * sub-organisations), the top node clears the filter; on phones it folds into a panel above.
 */
export function OrganizeFilterTree({
  tree,
  value,
  onChange,
  compact,
}: {
  tree: readonly OrganizeNode[];
  value: string | undefined;
  onChange: (organizeId: string | undefined) => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const shown = useMemo(() => filterOrganizeTree(tree, text.trim()), [tree, text]);
  const treeData = useMemo(
    () => [{ key: ALL, title: t('adminTable.allOrganizes'), children: toTreeData(shown) }],
    [shown, t],
  );
  const body = (
    <>
      <Input.Search
        allowClear
        size="small"
        aria-label={t('adminTable.treeSearch')}
        placeholder={t('adminTable.treeSearch')}
        onChange={(e) => setText(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Tree
        blockNode
        key={`${text}|${tree.length}`}
        defaultExpandedKeys={text ? [ALL, ...allIds(shown)] : [ALL, ...shown.map((n) => n.id)]}
        selectedKeys={[value ?? ALL]}
        treeData={treeData}
        onSelect={(keys) => onChange(keys.length && keys[0] !== ALL ? String(keys[0]) : undefined)}
        aria-label={t('adminTable.tree')}
        data-testid="admin-filter-tree"
      />
    </>
  );
  if (!compact) return <aside className="admin-split-tree">{body}</aside>;
  return (
    <Collapse
      size="small"
      items={[{ key: 'tree', label: t('adminTable.tree'), children: body }]}
      style={{ marginBottom: 12 }}
    />
  );
}
