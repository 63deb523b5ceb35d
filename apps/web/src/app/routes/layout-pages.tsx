import { lazy, Suspense } from 'react';
import { Card, Result, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { FramePage, isFrameable } from '@/components/frame-page';
import { t } from '@/lib/i18n';
import { useRouteTable } from './route-table';

// Loaded lazily by the router: these pages pull in antd widgets that /login must not load.

const DashboardPage = lazy(() => import('@/features/dashboard/components/dashboard-page'));

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

/** /messageRecord: the message records page (built with the message centre); empty until then. */
export function MessageRecordPage() {
  useTranslation();
  return (
    <Card data-testid="message-record">
      <Typography.Title level={1} style={{ fontSize: 20, marginTop: 0 }}>
        {t('route.messageRecord')}
      </Typography.Title>
      <EmptyState />
    </Card>
  );
}
