import type { ColumnData, FieldItem, OrganizeNode } from '@tessera/shared';
import { useQuery } from '@tanstack/react-query';
import { Collapse, Input, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionaryOptions } from '@/components/dictionary';
import { useInterfaceOptions, type OptionItem } from '@/components/dynamic-options';
import { WithOptions } from '@/components/form-renderer/field-options';
import { pickersApi, pickerKeys } from '@/components/pickers/pickers-api';
import type { TemplateParam } from '@/components/popup-select';

/** The key of the "all" node: picking it clears the tree's filter. */
const ALL = '';

/** A node of the left tree: the value sent for the relation field and its label. */
export interface ListTreeNode {
  value: string;
  label: string;
  children?: ListTreeNode[];
}

/** Props of {@link ListTree}. */
export interface ListTreeProps {
  design: Pick<
    ColumnData,
    | 'treeTitle'
    | 'treeDataSource'
    | 'treeDictionary'
    | 'treePropsValue'
    | 'treePropsLabel'
    | 'treePropsChildren'
  > & { treePropsUrl?: unknown; treeTemplateJson?: unknown };
  /** The relation field (its options for the formField source, its value kind for a dictionary). */
  relation: FieldItem | undefined;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Phone width: the tree folds into a panel above the table. */
  compact: boolean;
}

const fromOrganizes = (nodes: readonly OrganizeNode[]): ListTreeNode[] =>
  nodes.map((n) => ({ value: n.id, label: n.fullName, children: fromOrganizes(n.children ?? []) }));

/** The nodes whose label holds `word`, with their ancestors. */
export function filterTree(nodes: readonly ListTreeNode[], word: string): ListTreeNode[] {
  if (!word) return [...nodes];
  const lower = word.toLowerCase();
  return nodes.flatMap((n) => {
    const children = filterTree(n.children ?? [], word);
    return n.label.toLowerCase().includes(lower) || children.length ? [{ ...n, children }] : [];
  });
}

const toTreeData = (nodes: readonly ListTreeNode[]): TreeDataNode[] =>
  nodes.map((n) => ({
    key: n.value,
    title: n.label,
    ...(n.children?.length ? { children: toTreeData(n.children) } : { isLeaf: true }),
  }));

const allKeys = (nodes: readonly ListTreeNode[]): string[] =>
  nodes.flatMap((n) => [n.value, ...allKeys(n.children ?? [])]);

const asNodes = (options: readonly OptionItem[]): ListTreeNode[] =>
  options.map((o) => ({ value: o.value, label: o.label, children: asNodes(o.children ?? []) }));

function OrganizeNodes({ render }: { render: (nodes: ListTreeNode[], loading: boolean) => ReactElement }) {
  const { data, isLoading } = useQuery({
    queryKey: pickerKeys.tree(['online-list-tree', 'organize']),
    queryFn: () => pickersApi.organizes(),
    staleTime: 60_000,
  });
  const nodes = useMemo(() => fromOrganizes(data ?? []), [data]);
  return render(nodes, isLoading);
}

function DictionaryNodes({
  code,
  byId,
  render,
}: {
  code: string;
  byId: boolean;
  render: (nodes: ListTreeNode[], loading: boolean) => ReactElement;
}) {
  const { options, isLoading } = useDictionaryOptions(code, { valueField: byId ? 'id' : 'enCode' });
  return render(
    useMemo(() => asNodes(options), [options]),
    isLoading,
  );
}

function InterfaceNodes({
  design,
  render,
}: {
  design: ListTreeProps['design'];
  render: (nodes: ListTreeNode[], loading: boolean) => ReactElement;
}) {
  const url =
    typeof design.treePropsUrl === 'string' && design.treePropsUrl ? design.treePropsUrl : undefined;
  const template = Array.isArray(design.treeTemplateJson)
    ? (design.treeTemplateJson as TemplateParam[])
    : undefined;
  const { options, isLoading } = useInterfaceOptions(url, template, undefined, {
    value: design.treePropsValue,
    label: design.treePropsLabel,
    children: design.treePropsChildren,
  });
  return render(
    useMemo(() => asNodes(options), [options]),
    isLoading,
  );
}

/**
 * The left tree of a type-2 list (form-model.md §4-§5): nodes from a dictionary, the
 * organisations, a data interface or the relation field's own options, under the designed title;
 * picking a node filters the list by the relation field, "all" clears it. On phones it folds.
 */
export function ListTree({ design, relation, value, onChange, compact }: ListTreeProps) {
  const { t } = useTranslation();
  const [word, setWord] = useState('');
  const title =
    design.treeTitle && design.treeTitle !== '左侧标题' ? design.treeTitle : t('onlineDev.list.tree');

  const view = (nodes: ListTreeNode[], loading: boolean) => {
    const shown = filterTree(nodes, word.trim());
    const body = (
      <>
        <Input.Search
          allowClear
          size="small"
          aria-label={t('onlineDev.list.treeSearch')}
          placeholder={t('onlineDev.list.treeSearch')}
          onChange={(e) => setWord(e.target.value)}
          style={{ marginBottom: 8 }}
        />
        <Spin spinning={loading} size="small">
          <Tree
            blockNode
            // remounted when the nodes arrive or the search changes: the top level starts open
            key={word.trim() ? `search:${word.trim()}` : `levels:${shown.length > 0}`}
            defaultExpandedKeys={[ALL, ...(word.trim() ? allKeys(shown) : shown.map((n) => n.value))]}
            selectedKeys={[value ?? ALL]}
            treeData={[{ key: ALL, title: t('onlineDev.list.treeAll'), children: toTreeData(shown) }]}
            onSelect={(keys) => onChange(keys.length && keys[0] !== ALL ? String(keys[0]) : undefined)}
            aria-label={title}
            data-testid="online-list-tree"
          />
        </Spin>
      </>
    );
    if (compact)
      return (
        <Collapse
          size="small"
          items={[{ key: 'tree', label: title, children: body }]}
          style={{ marginBottom: 12 }}
          data-testid="online-list-tree-panel"
        />
      );
    return (
      <aside className="admin-split-tree online-list-tree" data-testid="online-list-tree-panel">
        <Typography.Title level={2} className="online-list-tree-title">
          {title}
        </Typography.Title>
        {body}
      </aside>
    );
  };

  switch (design.treeDataSource) {
    case 'organize':
      return <OrganizeNodes render={view} />;
    case 'api':
      return <InterfaceNodes design={design} render={view} />;
    case 'formField':
      return relation ? (
        <WithOptions field={relation} formValues={{}}>
          {({ options, loading }) => view(asNodes(options), loading)}
        </WithOptions>
      ) : (
        view([], false)
      );
    default: {
      const props = relation?.props as { value?: unknown } | undefined;
      return <DictionaryNodes code={design.treeDictionary} byId={props?.value === 'id'} render={view} />;
    }
  }
}
