import type { MenuSeed } from '../db/seed-data/menus';
import type { MenuContribution } from './module';

/**
 * The seeded menu tree of one system with the modules' contributions appended under their parents;
 * the tree is copied, never changed. A contribution whose parent is not in the tree throws.
 */
export function withContributions(
  tree: readonly MenuSeed[],
  system: MenuContribution['system'],
  contributions: readonly MenuContribution[],
): MenuSeed[] {
  const mine = contributions.filter((c) => c.system === system);
  const placed = new Set<MenuContribution>();
  const merge = (menus: readonly MenuSeed[]): MenuSeed[] =>
    menus.map((menu) => {
      const added = mine.filter((c) => c.parent === menu.enCode);
      for (const c of added) placed.add(c);
      const children = [...merge(menu.children ?? []), ...added.flatMap((c) => c.menus)];
      return children.length > 0 || menu.children ? { ...menu, children } : { ...menu };
    });
  const merged = merge(tree);
  const lost = mine.find((c) => !placed.has(c));
  if (lost) throw new Error(`menu contribution under unknown parent ${lost.parent} (${system})`);
  return merged;
}
