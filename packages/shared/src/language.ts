/** Languages the product speaks. */
export const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** Narrows any string to a supported language, or undefined. */
export function asLanguage(value: unknown): Language | undefined {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : undefined;
}

/**
 * Picks a language from a browser or header tag list ("zh-TW,zh;q=0.9,en").
 * A tag containing "tw" (or Hant/HK) gives zhtw, "zh" gives zh, "en" gives en; otherwise zh.
 */
export function resolveLanguage(tags: string | readonly string[] | undefined | null): Language {
  const list = typeof tags === 'string' ? tags.split(',') : (tags ?? []);
  for (const raw of list) {
    const tag = raw.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!tag) continue;
    const exact = asLanguage(tag);
    if (exact) return exact;
    if (tag.includes('tw') || tag.includes('hant') || tag.includes('hk')) return 'zhtw';
    if (tag.startsWith('zh')) return 'zh';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}

/** The Accept-Language value the web client sends for a language. */
export function languageTag(lang: Language): string {
  return lang === 'zhtw' ? 'zh-TW' : lang === 'zh' ? 'zh-CN' : 'en';
}
