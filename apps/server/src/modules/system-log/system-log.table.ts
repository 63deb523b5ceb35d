/** base_sys_log: sign-in, sign-out and other audit rows. */
export interface SysLogTable {
  id: string;
  user_id: string | null;
  user_name: string | null;
  type: number;
  ip_address: string | null;
  user_agent: string | null;
  request_url: string | null;
  request_method: string | null;
  abstracts: string | null;
  created_at: number;
}

/** Tables of the system-log module. */
export interface SystemLogTables {
  base_sys_log: SysLogTable;
}
