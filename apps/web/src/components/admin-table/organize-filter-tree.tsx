import { Collapse, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { ORGANIZE_ROOT_ID, type OrganizeNode } from '@tessera/shared';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyTree } from '@/components/tree';

/** What a lazy organisation tree asks its source for: one level under a parent, or a keyword's matches. */
export interface OrganizeLevelQuery {
  parentId?: string;
  keyword?: string;
}

/** A source of organisation nodes (an organisation list or selector call). */
export type OrganizeSource = (query: OrganizeLevelQuery) => Promise<OrganizeNode[]>;

const ALL = '';
/** Pause after typing before the tree is searched on the server (ms). */
const SEARCH_DELAY = 300;
const NONE: string[] = [];

function toTreeData(
  nodes: readonly OrganizeNode[],
  levels: ReadonlyMap<string, readonly OrganizeNode[]>,
): TreeDataNode[] {
  return nodes.map((n) => {
    const children = n.children.length ? n.children : levels.get(n.id);
    if (children?.length) return { key: n.id, title: n.fullName, children: toTreeData(children, levels) };
    // a node whose children are not loaded yet keeps its arrow; opening it loads them
    return { key: n.id, title: n.fullName, isLeaf: !n.hasChildren || children !== undefined };
  });
}

function allIds(nodes: readonly OrganizeNode[]): string[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children)]);
}

/** The text of the search box, settled after a short pause. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The organisation tree beside an administration table: picking a node filters by it (with its
 * sub-organisations), the top node clears the filter; on phones it folds into a panel above. It
 * loads one level at a time ({@link useLazyTree}); a search asks the server for the matches with
 * their ancestors.
 */
export function OrganizeFilterTree({
  source,
  sourceKey,
  value,
  onChange,
  compact,
}: {
  source: OrganizeSource;
  /** Query key of the source; changing data under it (an edit) reloads the tree. */
  sourceKey: readonly unknown[];
  value: string | undefined;
  onChange: (organizeId: string | undefined) => void;
  compact: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const keyword = useSettled(text.trim());
  const [expanded, setExpanded] = useState<string[]>();
  // the top level starts open, so the tree shows two levels; deeper ones load on expanding
  const [topIds, setTopIds] = useState<string[]>([]);
  const open = keyword ? NONE : (expanded ?? topIds);
  const lazy = useLazyTree({
    key: sourceKey,
    rootId: ORGANIZE_ROOT_ID,
    level: (parentId) => source({ parentId }),
    search: (word) => source({ keyword: word }),
    keyword,
    open,
  });
  useEffect(() => setTopIds((lazy.top ?? []).map((n) => n.id)), [lazy.top]);

  const shown = useMemo(
    () => (keyword ? (lazy.found ?? []) : (lazy.top ?? [])),
    [keyword, lazy.found, lazy.top],
  );
  const treeData = useMemo(
    () => [{ key: ALL, title: t('adminTable.allOrganizes'), children: toTreeData(shown, lazy.levels) }],
    [shown, lazy.levels, t],
  );
  const opened = keyword ? [ALL, ...allIds(shown)] : [ALL, ...open];
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
      <Spin spinning={lazy.fetching} size="small">
        <Tree
          blockNode
          key={keyword ? `search:${keyword}` : 'levels'}
          expandedKeys={opened}
          onExpand={(keys) => !keyword && setExpanded(keys.map(String).filter((k) => k !== ALL))}
          selectedKeys={[value ?? ALL]}
          treeData={treeData}
          onSelect={(keys) => onChange(keys.length && keys[0] !== ALL ? String(keys[0]) : undefined)}
          aria-label={t('adminTable.tree')}
          data-testid="admin-filter-tree"
        />
      </Spin>
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
