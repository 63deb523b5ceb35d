import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useNavigation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authHeads, fillPath } from '@tessera/shared';
import { EyeIcon, EyeOffIcon } from '@/components/icons';
import { authApi } from '@/lib/auth-api';
import { isEnvelopeError } from '@/lib/http';
import { useUserStore } from '@/stores/user-store';
import { useCapsLock } from '../hooks/use-caps-lock';
import { safeRedirect } from '../hooks/safe-redirect';
import { LoginSubmit } from './login-submit';

/**
 * Account and password form; the password leaves the browser only as md5 hex. A plain form with
 * native inputs (not antd Form/Input, which pull in the form engine) keeps /login inside its budget.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const login = useUserStore((s) => s.login);
  const loginLoading = useUserStore((s) => s.loginLoading);
  const { capsLock, onKey, reset } = useCapsLock();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [error, setError] = useState(params.get('error') ?? '');
  const captcha = useImageCode();
  const [code, setCode] = useState('');
  const accountMissing = touched && !account.trim();
  const passwordMissing = touched && !password;
  const codeMissing = touched && captcha.length > 0 && !code.trim();
  const busy = loginLoading || navigation.state !== 'idle';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setError('');
    if (!account.trim() || !password || (captcha.length > 0 && !code.trim())) return;
    try {
      await login(
        account,
        password,
        captcha.length ? code.trim() : '',
        captcha.length ? captcha.timestamp : '',
      );
    } catch (failure) {
      setError(isEnvelopeError(failure) && failure.msg ? failure.msg : t('http.requestFailed'));
      // a code is good for one attempt: show a new one
      if (captcha.length) {
        setCode('');
        captcha.refresh();
      }
      return;
    }
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <form className="login-form" onSubmit={handleSubmit} noValidate>
      {error ? (
        <div className="login-alert" data-testid="login-error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="login-field">
        <label htmlFor="login-account">{t('login.account')}</label>
        <input
          id="login-account"
          name="account"
          className={accountMissing ? 'login-input login-input-error' : 'login-input'}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          autoFocus
          maxLength={100}
          aria-invalid={accountMissing}
          aria-describedby="login-account-help"
        />
        <div
          id="login-account-help"
          className={accountMissing ? 'login-help login-help-error' : 'login-help'}
        >
          {accountMissing ? t('login.accountRequired') : t('login.accountHint')}
        </div>
      </div>
      <div className="login-field">
        <label htmlFor="login-password">{t('login.password')}</label>
        <div className="login-password">
          <input
            id="login-password"
            name="password"
            type={showPassword ? 'text' : 'password'}
            className={
              passwordMissing
                ? 'login-input login-input-error'
                : capsLock
                  ? 'login-input login-input-warning'
                  : 'login-input'
            }
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            placeholder={t('login.passwordPlaceholder')}
            autoComplete="current-password"
            onKeyDown={onKey}
            onKeyUp={onKey}
            onBlur={reset}
            maxLength={100}
            aria-invalid={passwordMissing}
            aria-describedby="login-password-help"
          />
          <button
            type="button"
            className="login-eye"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={t(showPassword ? 'login.hidePassword' : 'login.showPassword')}
            aria-pressed={showPassword}
          >
            {showPassword ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
        <div id="login-password-help" className="login-help" aria-live="polite">
          {passwordMissing ? (
            <span className="login-help-error">{t('login.passwordRequired')}</span>
          ) : capsLock ? (
            <span className="login-help-warning" data-testid="caps-lock-warning">
              {t('login.capsLock')}
            </span>
          ) : null}
        </div>
      </div>
      {captcha.length > 0 ? (
        <div className="login-field">
          <label htmlFor="login-code">{t('login.imageCode')}</label>
          <div className="login-code">
            <input
              id="login-code"
              name="code"
              className={codeMissing ? 'login-input login-input-error' : 'login-input'}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={t('login.imageCodePlaceholder')}
              autoComplete="off"
              inputMode="numeric"
              maxLength={captcha.length}
              aria-invalid={codeMissing}
              aria-describedby="login-code-help"
            />
            <button
              type="button"
              className="login-code-image"
              onClick={captcha.refresh}
              title={t('login.imageCodeRefresh')}
              aria-label={t('login.imageCodeRefresh')}
            >
              <img src={captcha.src} alt={t('login.imageCode')} data-testid="login-code-image" />
            </button>
          </div>
          <div id="login-code-help" className="login-help" aria-live="polite">
            {codeMissing ? <span className="login-help-error">{t('login.imageCodeRequired')}</span> : null}
          </div>
        </div>
      ) : null}
      <LoginSubmit busy={busy} testId="login-submit" />
    </form>
  );
}

/**
 * The picture verification code of spec 01, shown only when the system settings turn it on
 * (`getConfig` answers the same for every account). Each picture has its own timestamp key and
 * the server accepts its code once, so a failed attempt asks for a new picture.
 */
function useImageCode() {
  const [length, setLength] = useState(0);
  const [timestamp, setTimestamp] = useState(() => String(Date.now()));
  useEffect(() => {
    let live = true;
    authApi
      .accountConfig('-')
      .then(({ data }) => {
        if (live && data.enableVerificationCode) setLength(Number(data.verificationCodeNumber) || 4);
      })
      .catch(() => undefined); // without the answer the form stays as it is; the server still decides
    return () => {
      live = false;
    };
  }, []);
  const refresh = useCallback(() => setTimestamp(String(Date.now())), []);
  return {
    length,
    timestamp,
    refresh,
    src: fillPath(authHeads.imageCode.path, { codeLength: length, timestamp }),
  };
}
