import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FramePage } from '@/components/frame-page';
import { PlaceholderPage } from '@/components/placeholder-page';
import { PAGE_REGISTRY } from './page-registry';
import { useRouteTable } from './route-table';

/** Renders the menu route for the current path: its page, its frame, or a placeholder; else /404. */
export function DynamicPage() {
  useTranslation();
  const { pathname } = useLocation();
  const table = useRouteTable();
  const route = table.byPath.get(pathname.replace(/\/+$/, '') || '/');
  if (!route) return <Navigate to="/404" replace />;
  const title = route.title;
  if (route.kind === 'frame') return <FramePage src={route.frameSrc} title={title} />;
  const entry = PAGE_REGISTRY[route.path];
  if (entry) {
    return (
      <Suspense fallback={null}>
        <entry.Component />
      </Suspense>
    );
  }
  return <PlaceholderPage title={title} menuType={route.type} path={route.path} />;
}

export default DynamicPage;
