import type { Language } from '@tessera/shared';
import { authApi } from '../lib/auth-api';
import { feedback } from '../lib/feedback';
import { t } from '../lib/i18n';
import { useAppStore } from '../stores/app-store';
import { useUserStore } from '../stores/user-store';

/** Names of the languages, each written in itself. */
export const LANGUAGE_NAMES: Record<Language, string> = { zh: '简体中文', zhtw: '繁體中文', en: 'English' };

/** BCP 47 tags for marking each language name. */
export const LANGUAGE_TAGS: Record<Language, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en' };

/** Switching language: saves locally, tells the server when signed in, confirms with a toast. */
export function useSwitchLanguage(): [Language, (next: Language) => void] {
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  const signedIn = useUserStore((s) => Boolean(s.token));
  const handleSwitch = (next: Language) => {
    if (next === language) return;
    setLanguage(next);
    feedback.success(t('language.switchSuccess'));
    if (signedIn) authApi.saveLanguage(next).catch(() => undefined);
  };
  return [language, handleSwitch];
}
