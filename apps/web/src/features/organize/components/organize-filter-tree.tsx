import { Collapse, Input, Tree, type TreeDataNode } from 'antd';
import type { OrganizeNode } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allIds } from '../organize-rules';

const ALL = '';

function toTreeData(nodes: readonly OrganizeNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.fullName,
    ...(n.children.length ? { children: toTreeData(n.children) } : { isLeaf: true }),
  }));
}

/** Keeps nodes whose name holds the text, with their ancestors. */
function filterTree(nodes: readonly OrganizeNode[], text: string): OrganizeNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((n) => {
    const children = filterTree(n.children, text);
    return n.fullName.includes(text) || children.length ? [{ ...n, children }] : [];
  });
}

/**
 * The organisation tree beside a table: picking a node filters by it (with its sub-organisations);
 * on phones it folds into a panel above the table.
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
  const shown = useMemo(() => filterTree(tree, text.trim()), [tree, text]);
  const treeData = useMemo(
    () => [{ key: ALL, title: t('organize.position.allOrganizes'), children: toTreeData(shown) }],
    [shown, t],
  );
  const body = (
    <>
      <Input.Search
        allowClear
        size="small"
        aria-label={t('organize.position.treeSearch')}
        placeholder={t('organize.position.treeSearch')}
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
        aria-label={t('organize.position.tree')}
        data-testid="organize-filter-tree"
      />
    </>
  );
  if (!compact) return <aside className="organize-split-tree">{body}</aside>;
  return (
    <Collapse
      size="small"
      items={[{ key: 'tree', label: t('organize.position.tree'), children: body }]}
      style={{ marginBottom: 12 }}
    />
  );
}
