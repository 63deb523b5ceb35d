import type { CommonColumns } from '../../db/columns';

/** base_position: posts inside an organisation. */
export interface PositionTable extends CommonColumns {
  organize_id: string;
  full_name: string;
  en_code: string;
  type: string | null;
}

/** Tables of the positions module. */
export interface PositionsTables {
  base_position: PositionTable;
}
