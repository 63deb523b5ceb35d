import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useRouteError } from 'react-router';
import { NewVersionNotice } from '@/components/new-version-notice';
import { feedback } from '@/lib/feedback';
import { isChunkLoadError, reportNewVersion } from '@/lib/new-version';
import { t } from '@/lib/i18n';

/** /redirect/*: goes back to the path after /redirect, replacing history (tab refresh helper). */
export function RedirectPage() {
  const params = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${params['*'] ?? ''}${search}`, { replace: true });
  }, [navigate, params, search]);
  return null;
}

/** Any navigation failure: tell the user, then show /404; a chunk gone after a server update offers a reload instead. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const isNewVersion = isChunkLoadError(error);
  useEffect(() => {
    if (isNewVersion) {
      reportNewVersion();
      return;
    }
    feedback.error(typeof error === 'string' ? error : t('guard.hasError'));
    console.error(error);
  }, [error, isNewVersion]);
  if (isNewVersion) return <NewVersionNotice />;
  if (pathname === '/404') return <p role="alert">{t('guard.hasError')}</p>;
  return <Navigate to="/404" replace />;
}
