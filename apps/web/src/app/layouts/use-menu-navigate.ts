import { useLocation, useNavigate } from 'react-router';
import type { MenuNode } from '../routes/menu-routes';
import { findNode, HOME_KEY } from './menu-tree';

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
      if (node.target.path !== pathname) void navigate(node.target.path);
      onNavigate?.();
    } else if (node.target.kind === 'window') {
      window.open(node.target.url, '_blank', 'noopener,noreferrer');
    }
  };
}
