import { Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickContext } from './picker-shell';
import { isSelectable, type PickItem } from './selection';
import { filterTree, flatten, nodeKey, type PickerNode } from './tree-data';

/** Distance from the list bottom (px) at which the next page loads (spec 02 §9). */
export const LOAD_MORE_DISTANCE = 200;

/** Trees up to this many nodes open fully (small position, role and group trees). */
const EXPAND_ALL_LIMIT = 200;

/** Height of the virtual tree (px): antd renders only the visible rows. */
const TREE_HEIGHT = 340;

/** The default pick of a node: its id, name, type and path. */
export const nodeItem = (node: PickerNode): PickItem => ({
  id: node.id,
  fullName: node.fullName,
  type: node.type,
  organize: node.organize,
  headIcon: node.headIcon,
});

/** True when a scrolled element is within {@link LOAD_MORE_DISTANCE} of its bottom. */
export function nearBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_DISTANCE;
}

/** Tree pane props. */
export interface TreePaneProps {
  nodes: readonly PickerNode[];
  /** Node types that may be picked. */
  types: readonly string[];
  context: PickContext;
  loading?: boolean;
  /** Keyword handled by the caller (remote search); without it the tree filters itself. */
  onSearch?: (keyword: string) => void;
  /** With `onSearch`: the keyword the nodes answer; a new one opens the tree afresh, fully expanded. */
  searched?: string;
  /** Hides the keyword box (the caller shows its own). */
  searchable?: boolean;
  /** Loads a node's children when opened (lazy tree). */
  loadData?: (node: PickerNode) => Promise<void>;
  /** The next page when scrolled near the bottom; `hasMore` says whether there is one. */
  onEndReached?: () => void;
  hasMore?: boolean;
  /** What picking a node adds (default {@link nodeItem}). */
  toItem?: (node: PickerNode) => PickItem;
  testId?: string;
}

/** A keyword box over a virtual antd Tree; clicking a pickable node adds it to the pending list. */
export function TreePane({
  nodes,
  types,
  context,
  loading,
  onSearch,
  searched = '',
  searchable = true,
  loadData,
  onEndReached,
  hasMore,
  toItem = nodeItem,
  testId,
}: TreePaneProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(
    () => (onSearch ? [...nodes] : filterTree(nodes, keyword)),
    [nodes, keyword, onSearch],
  );
  const byKey = useMemo(() => new Map(flatten(shown).map((n) => [nodeKey(n), n])), [shown]);
  const treeData = useMemo(() => toTreeData(shown, types), [shown, types]);
  const selectedKeys = useMemo(
    () => [...byKey].filter(([, n]) => context.isPicked(toItem(n).id)).map(([k]) => k),
    [byKey, context, toItem],
  );
  const handleScroll = (event: UIEvent<HTMLElement>) => {
    if (onEndReached && hasMore && !loading && nearBottom(event.currentTarget)) onEndReached();
  };
  return (
    <>
      {searchable ? (
        <Input.Search
          allowClear
          placeholder={t('pickers.keyword')}
          aria-label={t('pickers.keyword')}
          onSearch={(v) => (onSearch ? onSearch(v.trim()) : setKeyword(v))}
          onChange={(e) => !onSearch && setKeyword(e.target.value)}
          data-testid="picker-keyword"
        />
      ) : null}
      <div className="tessera-picker-pane" data-testid={testId}>
        <Spin spinning={!!loading && !treeData.length}>
          {treeData.length ? (
            <Tree
              key={onSearch ? `remote:${searched}` : keyword}
              blockNode
              multiple
              height={TREE_HEIGHT}
              treeData={treeData}
              selectedKeys={selectedKeys}
              defaultExpandAll={!!keyword || !!searched || (!loadData && byKey.size <= EXPAND_ALL_LIMIT)}
              // a lazy node opens (and loads) on the user's click, not half-open on mount
              defaultExpandedKeys={loadData ? [] : shown.map(nodeKey)}
              loadData={loadData ? (n) => loadData(byKey.get(String(n.key)) as PickerNode) : undefined}
              onScroll={handleScroll}
              onSelect={(_, info) => {
                const node = byKey.get(String(info.node.key));
                if (node && isSelectable(node, types)) context.pick(toItem(node));
              }}
            />
          ) : (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={loading ? t('pickers.loading') : t('pickers.noData')}
            />
          )}
        </Spin>
        {onEndReached && treeData.length ? (
          <div className="tessera-picker-more">{hasMore ? t('pickers.loading') : t('pickers.noMore')}</div>
        ) : null}
      </div>
    </>
  );
}

function toTreeData(nodes: readonly PickerNode[], types: readonly string[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: nodeKey(n),
    title: (
      <span className="tessera-picker-node">
        {n.fullName}
        {n.type === 'user' && n.organize ? <small>{n.organize}</small> : null}
      </span>
    ),
    isLeaf: n.isLeaf ?? !(n.children?.length || n.hasChildren),
    selectable: isSelectable(n, types),
    disabled: n.disabled,
    children: n.children?.length ? toTreeData(n.children, types) : undefined,
  }));
}
