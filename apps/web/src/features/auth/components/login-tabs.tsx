import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';
import { SmsLoginForm } from './sms-login-form';
import './sign-in-modes.css';

/** Loaded when the tab opens, so the QR code library stays out of the /login bundle. */
const ScanLogin = lazy(() => import('./scan-login'));

const MODES = ['account', 'scan', 'mobile'] as const;
type Mode = (typeof MODES)[number];

/** The three sign-in modes as tabs: account and password, scan code, mobile verification code. */
export function LoginTabs() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('account');

  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = MODES[(MODES.indexOf(mode) + step + MODES.length) % MODES.length]!;
    setMode(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  };

  return (
    <>
      <p className="login-subtitle">{t(mode === 'account' ? 'login.subtitle' : `signIn.subtitle.${mode}`)}</p>
      <div className="login-tabs" role="tablist" aria-label={t('signIn.modes')} onKeyDown={onKey}>
        {MODES.map((m) => (
          <button
            key={m}
            id={`login-tab-${m}`}
            type="button"
            role="tab"
            className={m === mode ? 'login-tab login-tab-active' : 'login-tab'}
            aria-selected={m === mode}
            aria-controls={`login-panel-${m}`}
            tabIndex={m === mode ? 0 : -1}
            onClick={() => setMode(m)}
            data-testid={`login-tab-${m}`}
          >
            {t(`signIn.tab.${m}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`login-panel-${mode}`} aria-labelledby={`login-tab-${mode}`}>
        {mode === 'account' ? <LoginForm /> : null}
        {mode === 'mobile' ? <SmsLoginForm /> : null}
        {mode === 'scan' ? (
          <Suspense fallback={<p className="scan-status">{t('common.loading')}</p>}>
            <ScanLogin />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
