import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useParams, useRouteError } from 'react-router';
import { feedback } from '@/lib/feedback';
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

/** Any navigation failure: tell the user, then show /404. */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  useEffect(() => {
    feedback.error(typeof error === 'string' ? error : t('guard.hasError'));
    console.error(error);
  }, [error]);
  if (pathname === '/404') return <p role="alert">{t('guard.hasError')}</p>;
  return <Navigate to="/404" replace />;
}
