import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/components/icons';
import { LanguageSwitch } from '@/components/language-switch';
import { useUserStore } from '@/stores/user-store';
import { usePublicConfig } from '../hooks/use-public-config';
import { LoginTabs } from './login-tabs';
import './login-page.css';

/** Loaded on first use so the dialog code is not part of the sign-in bundle. */
const StatementDialog = lazy(() =>
  import('./statement-dialog').then((m) => ({ default: m.StatementDialog })),
);
const AboutDialog = lazy(() => import('@/components/about-dialog'));

/** The sign-in screen: brand panel, account and password card, language choice, statement. */
export function LoginPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const product = useUserStore((s) => s.sysConfigInfo?.sysName) || config?.sysName || 'Tessera';
  const [statementOpen, setStatementOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);

  return (
    <div className="login">
      <aside className="login-brand" aria-hidden="false">
        <div className="login-brand-inner">
          <div className="login-logo">
            <LogoMark size={40} />
            <span>{product}</span>
          </div>
          <h2 className="login-brand-title">{t('login.brandTitle')}</h2>
          <p className="login-brand-tagline">{t('app.tagline')}</p>
          <ul className="login-brand-list">
            <li>{t('login.brandFeature1')}</li>
            <li>{t('login.brandFeature2')}</li>
            <li>{t('login.brandFeature3')}</li>
          </ul>
        </div>
      </aside>
      <main className="login-main">
        <div className="login-toolbar">
          <LanguageSwitch />
        </div>
        <section className="login-card" aria-labelledby="login-title">
          <div className="login-card-logo">
            <LogoMark size={36} />
            <span>{product}</span>
          </div>
          <h1 id="login-title" className="login-title">
            {t('login.welcome')}
          </h1>
          <LoginTabs />
          <div className="login-footer">
            <button
              type="button"
              className="login-link"
              onClick={() => setStatementOpen(true)}
              data-testid="statement-link"
            >
              {t('login.statementLink')}
            </button>
            <button
              type="button"
              className="login-link"
              onClick={() => setAboutOpen(true)}
              data-testid="about-link"
            >
              {t('about.link')}
            </button>
          </div>
          {config?.companyName ? (
            <p className="login-company" data-testid="login-company">
              {config.companyName}
              {config.companyContacts || config.companyTelePhone ? <br /> : null}
              {config.companyContacts || config.companyTelePhone
                ? t('signIn.contact', { name: config.companyContacts, phone: config.companyTelePhone })
                : null}
            </p>
          ) : null}
        </section>
        <p className="login-copyright">{t('login.copyright', { year: new Date().getFullYear(), product })}</p>
      </main>
      {statementOpen ? (
        <Suspense fallback={null}>
          <StatementDialog open onClose={() => setStatementOpen(false)} />
        </Suspense>
      ) : null}
      {aboutOpen ? (
        <Suspense fallback={null}>
          <AboutDialog open onClose={() => setAboutOpen(false)} info={config} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default LoginPage;
