import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { startSocket } from '@/lib/socket-session';
import { useUserStore } from '@/stores/user-store';

/**
 * Opens the tab's socket while signed in (it stays open on the lock screen); the session's reset
 * closes it. A server `logout` ends the session and goes to /login. The web client always
 * announces itself as a PC client (`mobileDevice: false`), whatever the window width.
 */
export function useSocketSession(): void {
  const token = useUserStore((s) => s.token);
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) return;
    startSocket(token, {
      onSignedOut: () => {
        useUserStore.getState().resetSession();
        void navigate('/login');
      },
      reload: () => window.location.reload(),
    });
  }, [token, navigate]);
}
