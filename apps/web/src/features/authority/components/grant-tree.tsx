import { Button, Empty, Space, Tree, Typography } from 'antd';
import type { AuthorityItemType, AuthorityNode } from '@tessera/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterCheck, allOfKind, branchIds, checkedKeys, type Selection } from '../authority-rules';

/** Props of {@link GrantTree}. */
export interface GrantTreeProps {
  tree: AuthorityNode[];
  type: AuthorityItemType;
  selection: Selection;
  onChange: (type: AuthorityItemType, next: Set<string>) => void;
  /** Text shown when the tree is empty (e.g. "tick menus first"). */
  emptyText: string;
}

interface DataNode {
  key: string;
  title: React.ReactNode;
  children: DataNode[];
}

const toData = (nodes: AuthorityNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: (
      <span className="authorize-node">
        {n.fullName}
        {n.kind !== 'system' && n.kind !== 'menu' ? (
          <Typography.Text type="secondary" className="authorize-code">
            {n.enCode}
          </Typography.Text>
        ) : null}
      </span>
    ),
    children: toData(n.children),
  }));

/** One checkable tree of the grant editor with check all and expand all. */
export function GrantTree({ tree, type, selection, onChange, emptyText }: GrantTreeProps) {
  const { t } = useTranslation();
  const data = useMemo(() => toData(tree), [tree]);
  const branches = useMemo(() => branchIds(tree), [tree]);
  const [expanded, setExpanded] = useState<string[] | undefined>();
  const expandedKeys = expanded ?? branches;
  const checked = checkedKeys(tree, type, selection);

  if (!tree.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;

  const handleCheck = (keys: React.Key[] | { checked: React.Key[] }, half: React.Key[] = []) => {
    const list = Array.isArray(keys) ? keys : keys.checked;
    onChange(type, afterCheck(tree, type, selection[type], [...list, ...half].map(String)));
  };
  return (
    <div className="authorize-tree" data-testid={`authorize-tree-${type}`}>
      <Space wrap size={4} className="authorize-tree-tools">
        <Button
          size="small"
          onClick={() => onChange(type, afterCheck(tree, type, selection[type], allOfKind(tree, type)))}
        >
          {t('authorize.checkAll')}
        </Button>
        <Button size="small" onClick={() => onChange(type, afterCheck(tree, type, selection[type], []))}>
          {t('authorize.uncheckAll')}
        </Button>
        {branches.length ? (
          <>
            <Button size="small" onClick={() => setExpanded(branches)}>
              {t('authorize.expandAll')}
            </Button>
            <Button size="small" onClick={() => setExpanded([])}>
              {t('authorize.collapseAll')}
            </Button>
          </>
        ) : null}
      </Space>
      <Tree
        checkable
        blockNode
        selectable={false}
        treeData={data}
        checkedKeys={checked}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys.map(String))}
        onCheck={(keys, info) => handleCheck(keys, info.halfCheckedKeys)}
      />
    </div>
  );
}
