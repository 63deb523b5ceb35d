/** A feature's own texts in the three languages: `features/<x>/locales.ts` exports `locales`. */
export interface FeatureLocales {
  zh: Record<string, string>;
  zhtw: Record<string, string>;
  en: Record<string, string>;
}

/**
 * Declares a feature's texts; traditional Chinese and English must name exactly the keys of zh.
 * (Kept apart from `feature-locales.ts`, which imports every `locales.ts`: importing this is no cycle.)
 */
export const defineLocales = <const Z extends Record<string, string>>(locales: {
  zh: Z;
  zhtw: Record<keyof Z, string>;
  en: Record<keyof Z, string>;
}): FeatureLocales => locales;
