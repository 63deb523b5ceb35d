import type { OrganizeNode } from '@tessera/shared';
import type { OrganizeRow } from '../organize-rules';

/** A row standing for children not loaded yet (it gives its parent the expand arrow). */
export type LevelRow = OrganizeRow & { placeholder?: boolean; children?: LevelRow[] };

/** The organisation tree as table rows: loaded levels filled in, unloaded ones as one placeholder row. */
export function levelRows(
  nodes: readonly OrganizeNode[],
  levels: ReadonlyMap<string, readonly OrganizeNode[]>,
  loadingText: string,
): LevelRow[] {
  return nodes.map(({ children: _children, ...node }) => {
    if (!node.hasChildren) return { ...node };
    const loaded = levels.get(node.id);
    if (loaded)
      return loaded.length ? { ...node, children: levelRows(loaded, levels, loadingText) } : { ...node };
    const placeholder: LevelRow = {
      ...node,
      id: `${node.id}--loading`,
      fullName: loadingText,
      placeholder: true,
    };
    return { ...node, children: [placeholder] };
  });
}
