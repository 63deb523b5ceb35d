import type { Generated } from 'kysely';
import type { CommonColumns } from '../../db/columns';

/** base_role. */
export interface RoleTable extends CommonColumns {
  full_name: string;
  en_code: string;
  type: string | null;
  global_mark: Generated<number>;
}

/** base_role_organize: the organisations an organisation role (global_mark 0) belongs to (migration 0006). */
export interface RoleOrganizeTable {
  id: string;
  role_id: string;
  organize_id: string;
  created_at: number;
}

/** Tables of the roles module. */
export interface RolesTables {
  base_role: RoleTable;
  base_role_organize: RoleOrganizeTable;
}
