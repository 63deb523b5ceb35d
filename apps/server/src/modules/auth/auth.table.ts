/** base_user_session: live and revoked sessions, keyed by the token's sha256. */
export interface UserSessionTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: number;
  last_active_at: number;
  expires_at: number;
  revoked_at: number | null;
  revoke_reason: 'logout' | 'elsewhere' | 'admin' | 'password' | null;
  ip: string | null;
  user_agent: string | null;
}

/** Tables of the auth module. */
export interface AuthTables {
  base_user_session: UserSessionTable;
}
