import { useTranslation } from 'react-i18next';
import './login-page.css';

/** A centred "signing you in" notice for the hand-over pages. */
export function SignInProgress() {
  const { t } = useTranslation();
  return (
    <main className="login-main" style={{ minHeight: '100vh' }} data-testid="sign-in-progress">
      <p role="status" aria-live="polite">
        <span className="login-spinner" aria-hidden="true" style={{ borderColor: '#1677ff' }} />{' '}
        {t('signIn.sso.working')}
      </p>
    </main>
  );
}
