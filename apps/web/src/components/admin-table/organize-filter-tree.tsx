import { Collapse, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ORGANIZE_ROOT_ID, type OrganizeNode } from '@tessera/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

const ALL = '';
/** Pause after typing before the tree is searched on the server (ms). */
const SEARCH_DELAY = 300;

/** What the tree asks its source for: one level under a parent, or the matches of a keyword. */
export interface OrganizeLevelQuery {
  parentId?: string;
  keyword?: string;
}

/** A source of organisation nodes (an organisation list or selector call). */
export type OrganizeSource = (query: OrganizeLevelQuery) => Promise<OrganizeNode[]>;

function toTreeData(
  nodes: readonly OrganizeNode[],
  levels: ReadonlyMap<string, OrganizeNode[]>,
): TreeDataNode[] {
  return nodes.map((n) => {
    const children = n.children.length ? n.children : levels.get(n.id);
    if (children?.length) return { key: n.id, title: n.fullName, children: toTreeData(children, levels) };
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
 * loads one level at a time (10,000 departments stay quick): the top level and its children at
 * first, the rest on expanding; a search asks the server for the matches with their ancestors.
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
  const [levels, setLevels] = useState<ReadonlyMap<string, OrganizeNode[]>>(new Map());
  const [expanded, setExpanded] = useState<React.Key[]>();

  // the top level, with the children of its nodes, so the tree opens two levels deep
  const top = useQuery({
    queryKey: [...sourceKey, 'level', ORGANIZE_ROOT_ID],
    queryFn: async () => {
      const roots = await source({ parentId: ORGANIZE_ROOT_ID });
      const below = await Promise.all(
        roots.map((r) => (r.hasChildren ? source({ parentId: r.id }) : Promise.resolve([]))),
      );
      return roots.map((r, i) => ({ ...r, children: below[i] ?? [] }));
    },
    enabled: !keyword,
  });
  const found = useQuery({
    queryKey: [...sourceKey, 'search', keyword],
    queryFn: () => source({ keyword }),
    enabled: !!keyword,
  });
  // a reload of the top level (after an edit) forgets the levels opened before
  useEffect(() => setLevels(new Map()), [top.dataUpdatedAt]);

  const loadLevel = useCallback(
    async (node: TreeDataNode) => {
      const id = String(node.key);
      if (id === ALL || levels.has(id)) return;
      const children = await source({ parentId: id });
      setLevels((old) => new Map(old).set(id, children));
    },
    [levels, source],
  );

  const shown = useMemo(
    () => (keyword ? (found.data ?? []) : (top.data ?? [])),
    [keyword, found.data, top.data],
  );
  const treeData = useMemo(
    () => [{ key: ALL, title: t('adminTable.allOrganizes'), children: toTreeData(shown, levels) }],
    [shown, levels, t],
  );
  const opened = keyword ? [ALL, ...allIds(shown)] : (expanded ?? [ALL, ...shown.map((n) => n.id)]);
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
      <Spin spinning={keyword ? found.isFetching : top.isFetching} size="small">
        <Tree
          blockNode
          key={keyword ? `search:${keyword}` : 'levels'}
          expandedKeys={opened}
          onExpand={(keys) => !keyword && setExpanded(keys)}
          loadData={keyword ? undefined : loadLevel}
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
