import type { LayoutTheme } from '@tessera/shared';
import { useSettingsStore } from '@/stores/settings-store';
import { useUserStore } from '@/stores/user-store';

/** Keeps a token obtained by another sign-in mode and applies its layout theme. */
export function adoptSignIn(token: string, theme?: LayoutTheme): void {
  useUserStore.getState().setToken(token);
  if (theme) useSettingsStore.getState().applyTheme(theme);
}
