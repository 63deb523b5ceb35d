import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { useTranslation } from 'react-i18next';
import { translateOr } from '@/lib/i18n';
import { useUserStore } from '@/stores/user-store';
import { useRouteTable } from './routes/route-table';

// the default template gives the bar role="bar", which is not an ARIA role
NProgress.configure({
  showSpinner: false,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

/** Product name shown in titles: the configured system name, else Tessera. */
export function useProductName(): string {
  return useUserStore((s) => s.sysConfigInfo?.sysName) || 'Tessera';
}

/** Route handle carrying the route name used for `route.{name}` titles. */
export interface RouteHandle {
  name: string;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'name' in value;
}

/** Sets the document title on every navigation: `route.{name}` or the menu title, then the product name. */
function useDocumentTitle() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const table = useRouteTable();
  const product = useProductName();
  const { i18n } = useTranslation();
  useEffect(() => {
    const handle = [...matches]
      .reverse()
      .map((m) => m.handle)
      .find(isRouteHandle);
    const menuRoute = table.byPath.get(pathname);
    // a menu's name comes from the server in the user's language; fixed routes have `route.{name}` texts
    const title = menuRoute
      ? menuRoute.title
      : handle
        ? translateOr(`route.${handle.name}`, handle.name)
        : '';
    document.title = title ? `${title} - ${product}` : product;
  }, [pathname, matches, table, product, i18n.language]);
}

/** The root of every route: progress bar, title, scroll to top. */
export function RootShell() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  useDocumentTitle();
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return <Outlet />;
}
