import { z } from 'zod';
import { LAYOUT_THEMES } from './auth.contract';
import { LANGUAGES } from './language';

/** Body of `PUT /api/permission/Users/Current/SystemLanguage`. */
export const systemLanguageBodySchema = z.object({
  /** The language the user works in. */
  language: z.enum(LANGUAGES),
});
export type SystemLanguageBody = z.infer<typeof systemLanguageBodySchema>;

/** Body of `PUT /api/permission/Users/Current/SystemTheme`. */
export const systemThemeBodySchema = z.object({
  /** The layout the user chose. */
  theme: z.enum(LAYOUT_THEMES),
});
export type SystemThemeBody = z.infer<typeof systemThemeBodySchema>;

/** Answer of `GET /api/health`. */
export interface HealthResult {
  status: 'ok';
  database: 'sqlite' | 'postgres';
  version: string;
}
