/** A feature's own texts in the three languages: `features/<x>/locales.ts` exports `locales`. */
export interface FeatureLocales {
  zh: Record<string, string>;
  zhtw: Record<string, string>;
  en: Record<string, string>;
}

/** Declares a feature's texts; traditional Chinese and English must name exactly the keys of zh. */
export const defineLocales = <const Z extends Record<string, string>>(locales: {
  zh: Z;
  zhtw: Record<keyof Z, string>;
  en: Record<keyof Z, string>;
}): FeatureLocales => locales;

/**
 * Every feature's texts, found by file name: a new feature adds `locales.ts` to its folder and
 * touches no central catalogue.
 */
export const featureLocales: Record<string, FeatureLocales> = import.meta.glob<FeatureLocales>(
  '../features/*/locales.ts',
  { eager: true, import: 'locales' },
);
