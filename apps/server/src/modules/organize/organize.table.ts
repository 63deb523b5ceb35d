import type { CommonColumns } from '../../db/columns';

/** base_organize: companies and departments. */
export interface OrganizeTable extends CommonColumns {
  parent_id: string;
  category: string;
  en_code: string;
  full_name: string;
  manager_id: string | null;
  organize_id_tree: string;
}

/** Tables of the organize module. */
export interface OrganizeTables {
  base_organize: OrganizeTable;
}
