import type { FeatureLocales } from './define-locales';
import { i18n } from './i18n';

export type { FeatureLocales } from './define-locales';

/**
 * Every feature's texts, found by file name: a new feature adds `locales.ts` (built with
 * `defineLocales` from `./define-locales`) to its folder and touches no central catalogue. They load
 * with the signed-in shell, not with /login (ADR 0005).
 */
export const featureLocaleLoaders: Record<string, () => Promise<FeatureLocales>> =
  import.meta.glob<FeatureLocales>('../features/*/locales.ts', { import: 'locales' });

let loaded: Promise<void> | undefined;

/**
 * Loads the signed-in screens' texts into the catalogue once: the central ones of locales/shell.ts
 * and every feature's (the shell's route and the other pages past /login await it).
 */
export function loadFeatureLocales(): Promise<void> {
  loaded ??= Promise.all([
    import('../locales/shell').then((m) => m.shellLocales),
    ...Object.values(featureLocaleLoaders).map((load) => load()),
  ]).then((all) => {
    for (const locales of all) {
      for (const lang of ['zh', 'zhtw', 'en'] as const) {
        i18n.addResourceBundle(lang, 'translation', locales[lang], true, false);
      }
    }
  });
  return loaded;
}
