import type { LayoutTheme } from '@tessera/shared';
import { useSettingsStore } from '@/stores/settings-store';
import { useUserStore } from '@/stores/user-store';

/**
 * Keeps a token obtained by another sign-in mode and applies its layout theme. The browser may
 * still hold another session (an SSO hand-over in a signed-in browser): it is dropped first, so
 * nothing of the previous user (menus, permissions, tabs, socket) stays for the new one, and the
 * new user's own data and saved language are loaded on the way in.
 */
export function adoptSignIn(token: string, theme?: LayoutTheme): void {
  const user = useUserStore.getState();
  user.resetSession();
  user.setToken(token);
  if (theme) useSettingsStore.getState().applyTheme(theme);
}
