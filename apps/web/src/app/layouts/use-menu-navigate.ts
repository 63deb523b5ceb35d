import { useLocation, useNavigate } from 'react-router';
import type { MenuNode } from '../routes/menu-routes';
import { preloadPage } from '../routes/page-registry';
import { findNode, HOME_KEY } from './menu-tree';

/** The latest menu pick: an earlier pick whose page loads later does not navigate over it. */
let lastClick = 0;

/** What picking a menu key does: navigate to its route, or open its link (types 6 and 7 `_blank`) in a new window. */
export function useMenuNavigate(nodes: readonly MenuNode[], onNavigate?: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (key: string) => {
    if (key === HOME_KEY) {
      if (pathname !== '/home') void navigate('/home');
      onNavigate?.();
      return;
    }
    const node = findNode(nodes, key);
    if (!node) return;
    if (node.target.kind === 'route') {
      const path = node.target.path;
      // the page's code first (it is usually loaded already), so the page shows without a blank step
      if (path !== pathname) {
        const click = ++lastClick;
        void preloadPage(path)
          .catch(() => undefined) // the page reports it when it renders
          .then(() => click === lastClick && navigate(path));
      }
      onNavigate?.();
    } else if (node.target.kind === 'window') {
      window.open(node.target.url, '_blank', 'noopener,noreferrer');
    }
  };
}
