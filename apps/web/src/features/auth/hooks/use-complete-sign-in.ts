import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { authHeads, ResultCode, type authRoutes, type LayoutTheme } from '@tessera/shared';
import { feedback } from '@/lib/feedback';
import { callHeadEnvelope } from '@/lib/call-head';
import { useUserStore } from '@/stores/user-store';
import { adoptSignIn } from './adopt-sign-in';
import { safeRedirect } from './safe-redirect';

/** What an external sign-in hands over: a token (or a way to get one), theme and where to go. */
export interface HandOver {
  /** Answers `Bearer …` (or a bare token), or undefined when there is none. */
  token: () => Promise<string | undefined>;
  theme?: LayoutTheme;
  redirect: string | null;
}

const bearer = (token: string) => (token.startsWith('Bearer ') ? token : `Bearer ${token}`);

/**
 * Completes a sign-in made elsewhere (/sso, /auth-redirect): checks the token with the server
 * (CurrentUser), keeps it and goes on; an invalid one goes to /login with the error.
 */
export function useCompleteSignIn(handOver: HandOver): void {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = async (text: string) => {
      useUserStore.getState().resetSession();
      feedback.error(text, 3);
      await navigate(`/login?error=${encodeURIComponent(text)}`, { replace: true });
    };
    void (async () => {
      const token = await handOver.token().catch(() => undefined);
      if (!token) return fail(t('signIn.sso.missing'));
      adoptSignIn(bearer(token.trim()), handOver.theme);
      const answer = await callHeadEnvelope<typeof authRoutes.currentUser>(
        authHeads.currentUser,
        { query: {} },
        { raw: true },
      ).catch(() => null);
      if (!answer || answer.code !== ResultCode.Ok) return fail(answer?.msg || t('signIn.sso.invalid'));
      await navigate(safeRedirect(handOver.redirect), { replace: true });
    })();
  }, [handOver, navigate, t]);
}
