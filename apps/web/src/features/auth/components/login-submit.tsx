import { useTranslation } from 'react-i18next';

/** The sign-in forms' submit button, with a spinner while the call runs. */
export function LoginSubmit({ busy, testId }: { busy: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="login-submit" disabled={busy} aria-busy={busy} data-testid={testId}>
      {busy ? <span className="login-spinner" aria-hidden="true" /> : null}
      {t('login.submit')}
    </button>
  );
}
