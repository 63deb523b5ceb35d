import type { Generated } from 'kysely';

/** base_sign_in_ticket: scan-code sign-in tickets, keyed by the ticket's sha256. */
export interface SignInTicketTable {
  id: string;
  ticket_hash: string;
  /** waiting, scanned, confirmed, spent or cancelled. */
  status: string;
  user_id: string | null;
  ip: string | null;
  created_at: number;
  expires_at: number;
  updated_at: number | null;
}

/** base_sms_code: mobile verification codes, stored as sha256. */
export interface SmsCodeTable {
  id: string;
  mobile: string;
  /** null when no enabled user has the mobile (nothing was sent). */
  user_id: string | null;
  code_hash: string;
  attempts: Generated<number>;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** Tables of the sign-in-modes module. */
export interface SignInModesTables {
  base_sign_in_ticket: SignInTicketTable;
  base_sms_code: SmsCodeTable;
}
