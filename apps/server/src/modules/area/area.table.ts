import type { CommonColumns } from '../../db/columns';

/** base_province: administrative divisions, a tree (parent "-1" at the top). */
export interface AreaTable extends CommonColumns {
  parent_id: string;
  /** The official division code. */
  en_code: string;
  full_name: string;
  quick_query: string | null;
  /** 1 province, 2 city, 3 district, 4 street. */
  type: number;
}

/** Tables of the area module. */
export interface AreaTables {
  base_province: AreaTable;
}
