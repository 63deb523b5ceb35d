import { z } from 'zod';
import type { Language } from './language';

/** Languages a record's name can be translated into (the stored `fullName` is the default, zh). */
export const TRANSLATED_LANGUAGES = ['zhtw', 'en'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** A record's name in the other languages; a missing or empty one falls back to the default name. */
export type Translations = Partial<Record<TranslatedLanguage, string>>;

const translatedName = z.string().trim().max(100);

/** `translations` in a body: the name in traditional Chinese and English (empty = none). */
export const translationsBodySchema = z
  .object({ zhtw: translatedName.nullish(), en: translatedName.nullish() })
  .strict();

/** `translations` in an answer (strict). */
export const translationsSchema = z.strictObject({
  zhtw: z.string().optional(),
  en: z.string().optional(),
});

/** Reads a stored translations column (JSON text); anything malformed counts as none. */
export function parseTranslations(text: string | null | undefined): Translations {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const out: Translations = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const name = (value as Record<string, unknown>)[lang];
    if (typeof name === 'string' && name.trim()) out[lang] = name.trim();
  }
  return out;
}

/** The column value of a body's translations: JSON of the non-empty names, or null when none. */
export function storeTranslations(body: { zhtw?: string | null; en?: string | null } | undefined) {
  const out: Translations = {};
  for (const lang of TRANSLATED_LANGUAGES) {
    const name = body?.[lang]?.trim();
    if (name) out[lang] = name;
  }
  return Object.keys(out).length ? JSON.stringify(out) : null;
}

/** The name in a language: its translation when there is one, else the default name. */
export function nameIn(fullName: string, translations: string | Translations | null, lang: Language) {
  if (lang === 'zh') return fullName;
  const parsed =
    typeof translations === 'string' || translations === null
      ? parseTranslations(translations)
      : translations;
  return parsed[lang] || fullName;
}

/** Rows with `full_name` in a language (rows carrying a `translations` column). */
export function localRows<T extends { full_name: string; translations: string | null }>(
  rows: T[],
  lang: Language,
): T[] {
  if (lang === 'zh') return rows;
  return rows.map((r) => ({ ...r, full_name: nameIn(r.full_name, r.translations, lang) }));
}
