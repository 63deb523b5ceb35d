import { lazy, Suspense } from 'react';
import { MenuType } from '@tessera/shared';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FramePage } from '@/components/frame-page';
import { PlaceholderPage } from '@/components/placeholder-page';
import { PAGE_REGISTRY } from './page-registry';
import { useRouteTable } from './route-table';

/** Released online forms (type-3 menus at model/<enCode>). */
const OnlineFormPage = lazy(() => import('@/features/online-dev/components/online-form-page'));

/** Renders the menu route for the current path: its page, its frame, or a placeholder; else /404. */
export function DynamicPage() {
  useTranslation();
  const { pathname } = useLocation();
  const table = useRouteTable();
  const route = table.byPath.get(pathname.replace(/\/+$/, '') || '/');
  if (!route) return <Navigate to="/404" replace />;
  const title = route.title;
  if (route.kind === 'frame') return <FramePage src={route.frameSrc} title={title} />;
  if (route.type === MenuType.FormModel && route.path.startsWith('/model/') && route.meta.relationId) {
    return (
      <Suspense fallback={null}>
        <OnlineFormPage
          key={route.path}
          modelId={route.meta.relationId}
          menuId={route.meta.modelId}
          title={title}
        />
      </Suspense>
    );
  }
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
