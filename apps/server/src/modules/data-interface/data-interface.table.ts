import type { Generated } from 'kysely';
import type { CommonColumns, CreatedColumns } from '../../db/columns';

/** base_data_interface: SQL, static and HTTP API data sources (migration 0010). */
export interface DataInterfaceTable extends CommonColumns {
  category_id: string;
  full_name: string;
  en_code: string;
  /** 1 SQL, 2 static JSON, 3 HTTP API. */
  type: number;
  has_page: Generated<number>;
  /** JSON `{staticData, sqlData:{sql}, apiData}`. */
  data_config_json: string;
  /** JSON `[{field, dataType, required, defaultValue}]`. */
  parameter_json: string;
  response_path: string | null;
  time_limit_ms: Generated<number>;
  row_limit: Generated<number>;
}

/** base_data_interface_log: one row per call (bounded per interface). */
export interface DataInterfaceLogTable {
  id: string;
  interface_id: string;
  user_id: string | null;
  invoke_time: number;
  duration_ms: number;
  ip: string | null;
  ok: number;
  error: string | null;
  invoke_type: string;
}

/** base_data_interface_grant: roles that may run an interface and menus that use it (migration 0019). */
export interface DataInterfaceGrantTable extends CreatedColumns {
  id: string;
  interface_id: string;
  /** Role or Module. */
  object_type: string;
  object_id: string;
}

/** Tables of the data-interface module. */
export interface DataInterfaceTables {
  base_data_interface: DataInterfaceTable;
  base_data_interface_grant: DataInterfaceGrantTable;
  base_data_interface_log: DataInterfaceLogTable;
}
