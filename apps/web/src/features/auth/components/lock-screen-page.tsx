import { useEffect, useState } from 'react';
import { Avatar, Button, Form, Input, Modal, theme } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { languageTag } from '@tessera/shared';
import { LockIcon } from '@/components/icons';
import { authApi } from '@/lib/auth-api';
import { currentLanguage } from '@/lib/i18n';
import { isEnvelopeError } from '@/lib/http';
import { readString, removeItem, StorageKey } from '@/lib/storage';
import { useUserStore } from '@/stores/user-store';
import { safeRedirect } from '../hooks/safe-redirect';
import './lock-screen.css';

/** Where unlocking returns to: the page the screen was locked on, else /home. */
function returnPath(): string {
  const path = safeRedirect(readString(StorageKey.lockedFrom) ?? null);
  return path.startsWith('/lockScreen') ? '/home' : path;
}

/** The current time, refreshed every second. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Big clock with the date, in the interface language. */
function LockClock() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const tag = languageTag(currentLanguage());
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hour12: false }).format(
    now,
  );
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'full' }).format(now);
  return (
    <div className="lock-clock" data-testid="lock-clock" data-lang={i18n.language}>
      <time className="lock-clock-time" dateTime={now.toISOString()} title={t('lock.clock')}>
        {time}
      </time>
      <div className="lock-clock-date">{date}</div>
    </div>
  );
}

/** The lock screen (spec 01 section 4): the user's password unlocks it through the server, or sign out. */
export function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token: design } = theme.useToken();
  const [form] = Form.useForm<{ password: string }>();
  const [modal, modalHolder] = Modal.useModal();
  const [busy, setBusy] = useState(false);
  const token = useUserStore((s) => s.token);
  const userInfo = useUserStore((s) => s.userInfo);
  const userName = userInfo?.userName ?? '';

  useEffect(() => {
    const state = useUserStore.getState();
    if (!state.token) return;
    if (!state.isLock) state.lock();
    // after a reload the guard lets /lockScreen through before the user is loaded
    if (!state.userInfo) void state.fetchCurrentUser().catch(() => undefined);
  }, []);

  if (!token) return <Navigate to="/login" replace />;

  const handleFinish = async ({ password }: { password: string }) => {
    setBusy(true);
    try {
      await useUserStore.getState().unlock(password);
    } catch (error) {
      const text = isEnvelopeError(error) && error.msg ? error.msg : t('http.requestFailed');
      form.setFields([{ name: 'password', errors: [text], value: '' }]);
      return;
    } finally {
      setBusy(false);
    }
    const to = returnPath();
    removeItem(StorageKey.lockedFrom);
    await navigate(to, { replace: true });
  };

  const handleSignOut = () => {
    void modal.confirm({
      title: t('common.tip'),
      content: t('lock.signOutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await authApi.logout().catch(() => undefined);
        useUserStore.getState().resetSession();
        removeItem(StorageKey.lockedFrom);
        await navigate('/login', { replace: true });
      },
    });
  };

  return (
    <main
      className="lock-main"
      style={{ background: `linear-gradient(150deg, #0b1f44 0%, ${design.colorPrimary} 100%)` }}
    >
      {modalHolder}
      <LockClock />
      <section className="lock-card" aria-labelledby="lock-title">
        <Avatar size={72} src={userInfo?.headIcon || undefined} className="lock-avatar" alt="">
          {userName.slice(0, 1) || <LockIcon />}
        </Avatar>
        <p className="lock-user" data-testid="lock-user">
          {userName}
          {userInfo?.userAccount ? <span className="lock-account">{userInfo.userAccount}</span> : null}
        </p>
        <h1 id="lock-title" className="lock-title">
          <LockIcon /> {t('lock.title')}
        </h1>
        <Form form={form} name="lock" onFinish={handleFinish} requiredMark={false} className="lock-form">
          <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password
              autoFocus
              size="large"
              autoComplete="current-password"
              aria-label={t('login.password')}
              placeholder={t('lock.description')}
            />
          </Form.Item>
          <Button
            type="primary"
            size="large"
            htmlType="submit"
            block
            loading={busy}
            data-testid="unlock-submit"
          >
            {busy ? t('lock.unlocking') : t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" onClick={handleSignOut} className="lock-signout" data-testid="lock-sign-out">
          {t('lock.signOut')}
        </Button>
      </section>
    </main>
  );
}

export default LockScreenPage;
