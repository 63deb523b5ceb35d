/** Tables user SQL may never read (credentials, tokens, codes, the interfaces' own secrets). */
export const SECRET_TABLES = [
  'base_user_session',
  'base_sign_in_ticket',
  'base_sms_code',
  'base_image_code',
  'base_sys_config',
  'base_data_interface',
  'base_data_interface_log',
  'kysely_migration',
  'kysely_migration_lock',
] as const;

/** Columns user SQL may never read in otherwise readable tables. */
export const SECRET_COLUMNS: Record<string, readonly string[]> = {
  base_user: ['password_hash', 'password_rehash'],
};

/** A value a placeholder binds. */
export type BindValue = string | number | null;

/** Rows of a run. */
export interface SqlRunResult {
  rows: Record<string, unknown>[];
  columns: string[];
  /** More rows, or more bytes, than the caps allowed. */
  truncated: boolean;
  durationMs: number;
}

/** Whether SQL data interfaces can run here, and why not. */
export interface SqlReaderStatus {
  available: boolean;
  /** `noReader`: no reader role configured; `unsafe`: the reader has too many rights; `error`: the check failed. */
  reason: 'noReader' | 'unsafe' | 'error' | null;
  /** Technical detail for the administrator (never SQL text or a stack). */
  detail: string | null;
}
