import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuNode } from '../routes/menu-routes';
import { findTrail } from './menu-tree';

/** Blend layout: the top-level group shown in the side menu; follows the current page, or the user's pick. */
export function useBlendGroup(tree: readonly MenuNode[]): [string | undefined, (key: string) => void] {
  const { pathname } = useLocation();
  const first = tree.find((n) => n.children?.length)?.key;
  const [group, setGroup] = useState<string | undefined>(() => findTrail(tree, pathname)?.[0] ?? first);
  useEffect(() => {
    const top = findTrail(tree, pathname)?.[0];
    if (top) setGroup(top);
  }, [tree, pathname]);
  return [group ?? first, setGroup];
}
