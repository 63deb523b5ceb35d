import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scanPayload, TICKET_POLL_MS, type TicketStatus } from '@tessera/shared';
import { signInModesApi } from '../api/sign-in-modes-api';
import { adoptSignIn } from '../hooks/adopt-sign-in';
import { safeRedirect } from '../hooks/safe-redirect';

type View = TicketStatus | 'loading' | 'error';

/** Scan-code sign-in: shows a QR code of a short-lived ticket and polls it until a phone confirms. */
export function ScanLogin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [ticket, setTicket] = useState('');
  const [image, setImage] = useState('');
  const [view, setView] = useState<View>('loading');

  const refresh = useCallback(async () => {
    setView('loading');
    try {
      const [{ data }, qr] = await Promise.all([signInModesApi.getTicket(), import('qrcode')]);
      setImage(await qr.toDataURL(scanPayload(data.ticket), { width: 200, margin: 1 }));
      setTicket(data.ticket);
      setView('waiting');
    } catch {
      setView('error');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  useEffect(() => {
    if (!ticket || (view !== 'waiting' && view !== 'scanned')) return undefined;
    const timer = setTimeout(async () => {
      try {
        const { data } = await signInModesApi.ticketStatus(ticket);
        if (data.status === 'confirmed' && data.token) {
          adoptSignIn(data.token, data.theme);
          await navigate(safeRedirect(params.get('redirect')), { replace: true });
          return;
        }
        setView(data.status);
      } catch {
        setView('expired');
      }
    }, TICKET_POLL_MS);
    return () => clearTimeout(timer);
  }, [ticket, view, navigate, params]);

  const dead = view === 'expired' || view === 'cancelled' || view === 'error';
  const message =
    view === 'loading' ? t('common.loading') : t(`signIn.scan.${view === 'confirmed' ? 'scanned' : view}`);
  return (
    <div className="scan-login" data-testid="scan-login" data-state={view} data-ticket={ticket}>
      <div className={dead ? 'scan-qr scan-qr-dead' : 'scan-qr'}>
        {image ? <img src={image} alt={t('signIn.scan.qrAlt')} width={200} height={200} /> : null}
        {dead ? (
          <button type="button" className="scan-refresh" onClick={refresh} data-testid="scan-refresh">
            {t('signIn.scan.refresh')}
          </button>
        ) : null}
      </div>
      <p className="scan-status" role="status" aria-live="polite" data-testid="scan-status">
        {message}
      </p>
      <p className="login-help">{t('signIn.scan.hint')}</p>
    </div>
  );
}

export default ScanLogin;
