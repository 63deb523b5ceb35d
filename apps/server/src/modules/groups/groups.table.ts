import type { CommonColumns } from '../../db/columns';

/** base_group: user groups. */
export interface GroupTable extends CommonColumns {
  full_name: string;
  en_code: string;
  type: string | null;
}

/** Tables of the groups module. */
export interface GroupsTables {
  base_group: GroupTable;
}
