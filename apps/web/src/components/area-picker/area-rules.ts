import type { AreaNode } from '@tessera/shared';

/** Picker depth (spec 02 §9 "address depth 2"): 0 province, 1 city, 2 district, 3 street. */
export type AreaLevel = 0 | 1 | 2 | 3;
/** The depth a picker picks at unless told otherwise: districts. */
export const DEFAULT_AREA_LEVEL: AreaLevel = 2;

/** A cascader option built from a division node at some depth. */
export interface AreaOption {
  value: string;
  label: string;
  /** 0 for provinces. */
  depth: number;
  /** No expand arrow: at the picking depth, or nothing below. */
  isLeaf: boolean;
  /** Cannot be chosen at all (off, or a dead end above the picking depth). */
  disabled: boolean;
  /** Multiple mode: a node above the picking depth has no checkbox, only an arrow. */
  disableCheckbox: boolean;
  children?: AreaOption[];
}

/** Whether a node at `depth` may be picked: only nodes at the configured depth (spec 02 §5). */
export const canPickArea = (depth: number, level: AreaLevel): boolean => depth === level;

/** The option of a division node at `depth` for a picker of `level`. */
export function toAreaOption(node: AreaNode, depth: number, level: AreaLevel): AreaOption {
  const atDepth = canPickArea(depth, level);
  const deadEnd = !atDepth && !node.hasChildren;
  return {
    value: node.id,
    label: node.fullName,
    depth,
    isLeaf: atDepth || deadEnd,
    disabled: node.enabledMark === 0 || deadEnd,
    disableCheckbox: !atDepth,
  };
}

/** A value path is complete when it runs from a province down to the picking depth. */
export const isCompleteAreaPath = (path: readonly string[], level: AreaLevel): boolean =>
  path.length === level + 1 && path.every((id) => typeof id === 'string' && id !== '');

/** A single value as a path (anything else, or an incomplete path, becomes empty). */
export function normalizeSingleArea(value: unknown, level: AreaLevel): string[] {
  return Array.isArray(value) && isCompleteAreaPath(value as string[], level) ? [...(value as string[])] : [];
}

/** A multiple value: complete paths only, without duplicates; a non-array value becomes empty. */
export function normalizeMultipleArea(value: unknown, level: AreaLevel): string[][] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const paths: string[][] = [];
  for (const path of value) {
    if (!Array.isArray(path) || !isCompleteAreaPath(path as string[], level)) continue;
    const key = (path as string[]).join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    paths.push([...(path as string[])]);
  }
  return paths;
}

/** The names shown for a path: the loaded names when known, else the ids. */
export const areaPathLabel = (path: readonly string[], names: ReadonlyMap<string, string>): string =>
  path.map((id) => names.get(id) ?? id).join(' / ');

/** Pairs each id of the requested paths with the name the server answered for it. */
export function namesOfPaths(
  paths: readonly (readonly string[])[],
  answered: readonly string[][],
): Map<string, string> {
  const names = new Map<string, string>();
  paths.forEach((path, i) => {
    const got = answered[i] ?? [];
    // the server skips unknown ids, so only a fully answered path can be paired position by position
    if (got.length !== path.length) return;
    path.forEach((id, j) => names.set(id, got[j]!));
  });
  return names;
}
