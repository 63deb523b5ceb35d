import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN } from '@tessera/shared';
import { isEnvelopeError } from '@/lib/http';
import { signInModesApi } from '../api/sign-in-modes-api';
import { adoptSignIn } from '../hooks/adopt-sign-in';
import { safeRedirect } from '../hooks/safe-redirect';
import { useCountdown } from '../hooks/use-countdown';
import { LoginSubmit } from './login-submit';

/** Sign-in with a mobile number and a 6-digit code sent to it (get code, 60 s countdown, resend). */
export function SmsLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { left, start } = useCountdown();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  const mobileBad = mobile !== '' && !MOBILE_PATTERN.test(mobile);
  const failText = (failure: unknown) =>
    isEnvelopeError(failure) && failure.msg ? failure.msg : t('http.requestFailed');

  const getCode = async () => {
    setError('');
    setInfo('');
    if (!MOBILE_PATTERN.test(mobile)) return setError(t('signIn.mobileInvalid'));
    try {
      const res = await signInModesApi.sendSmsCode(mobile);
      start(res.data.resendAfter);
      setSent(true);
      setInfo(t('signIn.codeSent'));
    } catch (failure) {
      setError(failText(failure));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    if (!MOBILE_PATTERN.test(mobile)) return setError(t('signIn.mobileInvalid'));
    if (!/^\d{6}$/.test(code)) return setError(t('signIn.codeRequired'));
    setBusy(true);
    try {
      const { data } = await signInModesApi.loginBySms(mobile, code);
      adoptSignIn(data.token, data.theme);
    } catch (failure) {
      setBusy(false);
      return setError(failText(failure));
    }
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="sms-form">
      {error ? (
        <div className="login-alert" role="alert" data-testid="sms-error">
          {error}
        </div>
      ) : null}
      <div className="login-field">
        <label htmlFor="sms-mobile">{t('signIn.mobile')}</label>
        <input
          id="sms-mobile"
          className={mobileBad ? 'login-input login-input-error' : 'login-input'}
          value={mobile}
          onChange={(e) => setMobile(e.target.value.replace(/\D/g, '').slice(0, 11))}
          placeholder={t('signIn.mobilePlaceholder')}
          inputMode="numeric"
          autoComplete="tel"
          aria-invalid={mobileBad}
          aria-describedby="sms-mobile-help"
        />
        <div id="sms-mobile-help" className={mobileBad ? 'login-help login-help-error' : 'login-help'}>
          {mobileBad ? t('signIn.mobileInvalid') : ''}
        </div>
      </div>
      <div className="login-field">
        <label htmlFor="sms-code">{t('signIn.code')}</label>
        <div className="sms-code-row">
          <input
            id="sms-code"
            className="login-input"
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            placeholder={t('signIn.codePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-describedby="sms-code-help"
          />
          <button
            type="button"
            className="sms-code-button"
            onClick={getCode}
            disabled={left > 0}
            data-testid="sms-get-code"
          >
            {left > 0
              ? t('signIn.resendIn', { seconds: left })
              : t(sent ? 'signIn.resend' : 'signIn.getCode')}
          </button>
        </div>
        <div id="sms-code-help" className="login-help" aria-live="polite">
          {info}
        </div>
      </div>
      <LoginSubmit busy={busy} testId="sms-submit" />
    </form>
  );
}
