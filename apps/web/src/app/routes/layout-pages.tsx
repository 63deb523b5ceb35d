import { lazy, Suspense } from 'react';
import { Result, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FramePage, isFrameable } from '@/components/frame-page';
import { t } from '@/lib/i18n';
import { useRouteTable } from './route-table';

// Loaded lazily by the router: these pages pull in antd widgets that /login must not load.

const DashboardPage = lazy(() => import('@/features/dashboard/components/dashboard-page'));
const MessageRecordTable = lazy(() => import('@/features/messages/components/message-record-page'));

/** The href query: already decoded by the URL parser, decoded once more only when still encoded. */
function readHref(raw: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw.trim())) return raw.trim();
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/** /externalLink?href=<encoded address>: shows a web address in a frame; refuses other schemes. */
export function ExternalLinkPage() {
  useTranslation();
  const [params] = useSearchParams();
  const src = readHref(params.get('href') ?? '');
  if (src && !isFrameable(src)) {
    return (
      <Result
        status="warning"
        data-testid="external-link-refused"
        title={<h1 className="page-heading">{t('externalLink.refused')}</h1>}
        subTitle={t('externalLink.refusedHint')}
        extra={<Typography.Text code>{src}</Typography.Text>}
      />
    );
  }
  return <FramePage src={src} title={t('route.externalLink')} />;
}

/** /dashboard: the default portal, given the user's menu tree for its shortcuts. */
export function DashboardRoute() {
  const table = useRouteTable();
  return (
    <Suspense fallback={null}>
      <DashboardPage nodes={table.nodes} />
    </Suspense>
  );
}

/** /messageRecord: the user's message records (the message centre's page). */
export function MessageRecordPage() {
  return (
    <Suspense fallback={null}>
      <MessageRecordTable />
    </Suspense>
  );
}
