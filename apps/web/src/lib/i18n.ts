import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/en';
import { asLanguage, languageTag, resolveLanguage, type Language } from '@tessera/shared';
import { zh, type MessageKey } from '../locales/zh';
import { zhtw } from '../locales/zhtw';
import { en } from '../locales/en';
import { readString, StorageKey, writeString } from './storage';

const DAYJS_LOCALE: Record<Language, string> = { zh: 'zh-cn', zhtw: 'zh-tw', en: 'en' };

/** The language to start with: the stored preference, else the browser's languages. */
export function detectLanguage(
  stored: string | undefined = readString(StorageKey.language),
  browser: readonly string[] = typeof navigator === 'undefined'
    ? []
    : (navigator.languages ?? [navigator.language]),
): Language {
  return asLanguage(stored) ?? resolveLanguage(browser);
}

/** The one i18next instance of the web client. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // copies: i18next merges later bundles (the shell's and features' texts) into the object it holds
  resources: {
    zh: { translation: { ...zh } },
    zhtw: { translation: { ...zhtw } },
    en: { translation: { ...en } },
  },
  lng: detectLanguage(),
  fallbackLng: 'zh',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});
applySideEffects(currentLanguage());

/** The active language. */
export function currentLanguage(): Language {
  return asLanguage(i18n.language) ?? 'zh';
}

function applySideEffects(lang: Language): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(lang);
}

/** Switches the language everywhere (texts, dates) and remembers the choice. */
export function changeLanguage(lang: Language): void {
  writeString(StorageKey.language, lang);
  applySideEffects(lang);
  void i18n.changeLanguage(lang);
}

/** Translates a known key. */
export function t(key: MessageKey, options?: Record<string, unknown>): string {
  return i18n.t(key, options ?? {});
}

/** Translates a key built at run time (menu codes), or returns the fallback when the key is unknown. */
export function translateOr(key: string, fallback: string): string {
  return i18n.exists(key) ? i18n.t(key) : fallback;
}
