import { z } from 'zod';
import { LAYOUT_THEMES } from './auth.contract';
import { userSettingsHeads } from './auth.heads';
import { LANGUAGES } from './language';
import { answer, defineRoutes } from './route';

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

/** The user's language and layout: {@link userSettingsHeads} plus their body schemas. */
export const userSettingsRoutes = defineRoutes({
  language: { ...userSettingsHeads.language, body: systemLanguageBodySchema },
  theme: { ...userSettingsHeads.theme, body: systemThemeBodySchema },
});

/** `GET /api/health`: a bare JSON answer (also the benchmark baseline). */
export const healthRoutes = defineRoutes({
  health: {
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    answer: answer<HealthResult>(),
    tags: ['health'],
  },
});
