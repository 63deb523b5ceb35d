import type { FeatureLocales } from './define-locales';

export type { FeatureLocales } from './define-locales';

/**
 * Every feature's texts, found by file name: a new feature adds `locales.ts` (built with
 * `defineLocales` from `./define-locales`) to its folder and touches no central catalogue.
 */
export const featureLocales: Record<string, FeatureLocales> = import.meta.glob<FeatureLocales>(
  '../features/*/locales.ts',
  { eager: true, import: 'locales' },
);
