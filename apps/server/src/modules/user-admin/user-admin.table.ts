import type { Generated } from 'kysely';
import type { CommonColumns, CreatedColumns } from '../../db/columns';

/** base_user: people who sign in. */
export interface UserTable extends CommonColumns {
  account: string;
  real_name: string;
  head_icon: string | null;
  gender: number | null;
  mobile_phone: string | null;
  email: string | null;
  password_hash: string;
  is_administrator: Generated<number>;
  organize_id: string | null;
  position_id: string | null;
  manager_id: string | null;
  portal_id: string | null;
  system_id: string | null;
  theme: string | null;
  language: string | null;
  signature: string | null;
  log_error_count: Generated<number>;
  unlock_time: number | null;
  prev_log_time: number | null;
  prev_log_ip: string | null;
  last_log_time: number | null;
  last_log_ip: string | null;
  password_changed_at: number | null;
  /** Personal fields (migration 0002). */
  birthday: number | null;
  nation: string | null;
  education: string | null;
  urgent_contacts: string | null;
  urgent_telephone: string | null;
  postal_address: string | null;
  /** 1 while the hash is an import's shared one, until rehashed with the user's own salt (migration 0020). */
  password_rehash: Generated<number>;
  /** 1 while the password is one an administrator set and the user has not changed it (migration 0028). */
  must_change_password: Generated<number>;
}

/** base_user_relation: a user's organisations, positions, roles and groups. */
export interface UserRelationTable extends CreatedColumns {
  id: string;
  user_id: string;
  object_type: string;
  object_id: string;
  sort_code: Generated<number>;
}

/** Tables of the user-admin module (made by the initial migration). */
export interface UserAdminTables {
  base_user: UserTable;
  base_user_relation: UserRelationTable;
}
