import { configureHttp } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { useUserStore } from '@/stores/user-store';
import type { createAppRouter } from './router';

/** Wires the http client to the toast and to the session: codes 600/601/602 end it and go to /login. */
export function installSessionHooks(router: ReturnType<typeof createAppRouter>): void {
  configureHttp({
    notifyError: (text) => feedback.error(text),
    onSessionExpired: () => {
      useUserStore.getState().resetSession();
      if (router.state.location.pathname !== '/login') void router.navigate('/login');
    },
  });
}
