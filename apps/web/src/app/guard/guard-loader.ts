import { redirect, type LoaderFunctionArgs } from 'react-router';
import { feedback } from '../../lib/feedback';
import { t } from '../../lib/i18n';
import { useUserStore } from '../../stores/user-store';
import { getRouteTable } from '../routes/route-table';
import { authHeads, type authRoutes } from '@tessera/shared';
import { callHeadEnvelope } from '../../lib/call-head';
import { CHANGE_PASSWORD_PATH, decideGuard } from './guard-decision';

/** Runs the guard decision for a navigation and carries it out (spec 01 section 2.4). */
export async function guardLoader({ request }: LoaderFunctionArgs): Promise<null> {
  const url = new URL(request.url);
  // at most one token adoption and one user load per navigation
  for (let round = 0; round < 3; round += 1) {
    const state = useUserStore.getState();
    const decision = decideGuard({
      path: url.pathname,
      search: url.search,
      token: state.token,
      isLock: state.isLock,
      mustChangePassword: state.mustChangePassword,
      menusLoaded: state.menuList.length > 0,
      queryToken: url.searchParams.get('token'),
    });
    switch (decision.kind) {
      case 'allow':
        return null;
      case 'redirect':
        throw redirect(decision.to);
      case 'adoptToken': {
        const locked = state.isLock;
        state.resetSession();
        state.setToken(decision.token);
        if (locked) state.lock();
        continue;
      }
      case 'loadUser': {
        // the original client asks this at every sign-in; it also says whether to change first
        if (state.mustChangePassword === undefined) {
          const told = await callHeadEnvelope<typeof authRoutes.updatePasswordMessage>(
            authHeads.updatePasswordMessage,
            {},
            { raw: true },
          ).catch(() => null);
          const must = told?.data?.mustChangePassword === true;
          useUserStore.getState().setMustChangePassword(must);
          if (must) {
            if (url.pathname === CHANGE_PASSWORD_PATH) return null;
            throw redirect(CHANGE_PASSWORD_PATH);
          }
          if (url.pathname === CHANGE_PASSWORD_PATH) throw redirect('/');
        }
        try {
          const data = await state.fetchCurrentUser();
          getRouteTable(data.menuList, useUserStore.getState().token ?? '');
        } catch (error) {
          useUserStore.getState().resetSession();
          feedback.error(typeof error === 'string' ? error : t('guard.hasError'));
          throw redirect('/login');
        }
        continue;
      }
    }
  }
  return null;
}
