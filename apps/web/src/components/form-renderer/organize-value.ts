/** The stored value of organizeSelect (form-model.md §2.2): an id path, or a list of paths when multiple. */
export type OrganizePath = string[];

const isPath = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/**
 * The paths a value holds, whatever shape it was loaded in: a JSON text, a bare id, one path,
 * a list of paths, or (multiple) a list of bare ids.
 */
export function organizePaths(value: unknown, multiple: boolean): OrganizePath[] {
  let v = value;
  if (typeof v === 'string' && v.trim().startsWith('[')) {
    try {
      v = JSON.parse(v) as unknown;
    } catch {
      return [];
    }
  }
  if (typeof v === 'string') return v ? [[v]] : [];
  if (!Array.isArray(v) || v.length === 0) return [];
  if (v.every((p) => isPath(p))) return (v as string[][]).filter((p) => p.length > 0);
  if (isPath(v)) return multiple ? v.filter(Boolean).map((id) => [id]) : [v.filter(Boolean)];
  return [];
}

/** The organisation each path ends at (what the picker shows). */
export const lastIds = (paths: readonly OrganizePath[]): string[] =>
  paths.map((p) => p[p.length - 1] ?? '').filter(Boolean);

/** The value to store: one path, or the list of paths when multiple. */
export const storedPaths = (paths: readonly OrganizePath[], multiple: boolean): string[] | string[][] =>
  multiple ? paths.map((p) => [...p]) : [...(paths[0] ?? [])];

/** An organisation's id path from the top (a node's `organizeIds`, ending at the node itself). */
export function pathOf(id: string, nodes: readonly { id: string; organizeIds?: readonly string[] }[]) {
  const node = nodes.find((n) => n.id === id);
  if (!node?.organizeIds?.length) return undefined;
  const ids = [...node.organizeIds];
  return ids[ids.length - 1] === id ? ids : [...ids, id];
}

/** The paths with each bare id (a one-id path) replaced by its full path when known. */
export function completePaths(
  paths: readonly OrganizePath[],
  nodes: readonly { id: string; organizeIds?: readonly string[] }[],
): OrganizePath[] {
  return paths.map((p) => (p.length === 1 ? (pathOf(p[0]!, nodes) ?? p) : p));
}
