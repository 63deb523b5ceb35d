import type { AppConfig } from './env';

/** What start-up does about the seeded admin password: nothing, warn, or refuse to start. */
export type DefaultPasswordAction = 'ok' | 'warn' | 'refuse';

/** Production refuses the seeded admin / 123456 unless ALLOW_DEFAULT_ADMIN_PASSWORD is set; elsewhere it warns. */
export function defaultPasswordAction(
  config: Pick<AppConfig, 'NODE_ENV' | 'ALLOW_DEFAULT_ADMIN_PASSWORD'>,
  adminHasDefaultPassword: boolean,
): DefaultPasswordAction {
  if (!adminHasDefaultPassword) return 'ok';
  return config.NODE_ENV === 'production' && !config.ALLOW_DEFAULT_ADMIN_PASSWORD ? 'refuse' : 'warn';
}
