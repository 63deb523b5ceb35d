import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { guardLoader } from './guard/guard-loader';
import { RootShell } from './root-shell';
import { RedirectPage, RouteError } from './routes/static-pages';

/** A lazily loaded page past /login, whose module's default export is the component (with the shell's texts). */
const lazyPage = (load: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([load(), loadFeatureLocales()]).then(([m]) => ({ Component: m.default }));

/** Open pages that complete a sign-in made elsewhere (spec 01 section 2.1). */
const HAND_OVER_PAGES: RouteObject[] = [
  {
    path: '/sso',
    handle: { name: 'sso' },
    lazy: lazyPage(() => import('@/features/auth/components/sso-page')),
  },
  {
    path: '/auth-redirect',
    handle: { name: 'authRedirect' },
    lazy: lazyPage(() => import('@/features/auth/components/auth-redirect-page')),
  },
];

/** Layout pages that live in the router's own lazily loaded module. */
const layoutPage = (name: 'DashboardRoute' | 'MessageRecordPage' | 'ExternalLinkPage') => () =>
  import('./routes/layout-pages').then((m) => ({ Component: m[name] }));

/** Pages of spec 01 section 2.2 that exist before their modules (issue 3 point 7). */
const STATIC_PAGES: RouteObject[] = [
  { path: 'dashboard', handle: { name: 'dashboard' }, lazy: layoutPage('DashboardRoute') },
  { path: 'messageRecord', handle: { name: 'messageRecord' }, lazy: layoutPage('MessageRecordPage') },
  {
    path: 'workFlowDetail',
    handle: { name: 'workFlowDetail' },
    lazy: lazyPage(() => import('@/features/workflow-detail/components/workflow-detail-page')),
  },
  {
    path: 'previewModel',
    handle: { name: 'previewModel' },
    lazy: lazyPage(() => import('@/features/online-dev/preview/preview-model-page')),
  },
  {
    path: 'emailDetail',
    handle: { name: 'emailDetail' },
    lazy: lazyPage(() => import('@/features/preview/components/email-detail-page')),
  },
  {
    path: 'profile',
    handle: { name: 'profile' },
    lazy: lazyPage(() => import('@/features/profile/components/profile-page')),
  },
];

/** Open routes (spec 01 section 2.1) with their own pages. */
const OPEN_PAGES: RouteObject[] = [
  {
    path: '/report',
    handle: { name: 'report' },
    lazy: lazyPage(() => import('@/features/report/components/report-page')),
  },
  ...['/GpsTrajectory', '/GpsTrajectory/:orderId'].map((path) => ({
    path,
    handle: { name: 'GpsTrajectory' },
    lazy: lazyPage(() => import('@/features/gps/components/gps-trajectory-page')),
  })),
  {
    path: '/TemplatePreview',
    handle: { name: 'TemplatePreview' },
    lazy: lazyPage(() => import('@/features/preview/components/template-preview-page')),
  },
];

const layoutChildren: RouteObject[] = [
  { index: true, loader: () => redirect('/home') },
  // inside the layout so refreshing a tab keeps the other tabs' pages alive
  { path: 'redirect/*', handle: { noCache: true }, Component: RedirectPage },
  {
    path: 'home',
    handle: { name: 'home' },
    lazy: () => import('@/features/home/components/home-page').then((m) => ({ Component: m.default })),
  },
  ...STATIC_PAGES,
  { path: 'externalLink', handle: { name: 'externalLink' }, lazy: layoutPage('ExternalLinkPage') },
  {
    path: '404',
    handle: { name: '404' },
    lazy: () => import('@/components/not-found-page').then((m) => ({ Component: m.default })),
  },
  {
    path: '*',
    lazy: () => import('./routes/dynamic-page').then((m) => ({ Component: m.default })),
  },
];

/** Every route of the app; the guard runs as the root loader on every navigation. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    loader: guardLoader,
    shouldRevalidate: () => true,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div />,
    children: [
      {
        path: '/login',
        handle: { name: 'login' },
        lazy: () => import('@/features/auth/components/login-page').then((m) => ({ Component: m.default })),
      },
      {
        path: '/lockScreen',
        handle: { name: 'lockScreen' },
        lazy: lazyPage(() => import('@/features/auth/components/lock-screen-page')),
      },
      {
        path: '/changePassword',
        handle: { name: 'changePassword' },
        lazy: () =>
          Promise.all([import('@/features/auth/components/change-password-page'), loadFeatureLocales()]).then(
            ([m]) => ({ Component: m.default }),
          ),
      },
      ...HAND_OVER_PAGES,
      ...OPEN_PAGES,
      {
        path: '/',
        // feature texts load beside the shell, so they stay out of /login
        lazy: () =>
          Promise.all([import('./layouts/shell-layout'), loadFeatureLocales()]).then(([m]) => ({
            Component: m.default,
          })),
        children: layoutChildren,
      },
    ],
  },
];

/** The browser (history-mode) data router. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
