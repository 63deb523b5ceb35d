import type { Generated } from 'kysely';
import type { CommonColumns } from '../../db/columns';

/** base_system: applications holding menus. */
export interface SystemTable extends CommonColumns {
  full_name: string;
  en_code: string;
  icon: string | null;
  is_main: Generated<number>;
  property_json: string | null;
  /** JSON `{zhtw, en}` of the name in other languages (ADR 0019). */
  translations: string | null;
}

/** base_module: menus. */
export interface ModuleTable extends CommonColumns {
  parent_id: string;
  system_id: string;
  type: number;
  full_name: string;
  en_code: string;
  icon: string | null;
  url_address: string | null;
  link_target: string | null;
  category: string;
  property_json: string | null;
  is_button_authorize: Generated<number>;
  is_column_authorize: Generated<number>;
  is_form_authorize: Generated<number>;
  is_data_authorize: Generated<number>;
  /** JSON `{zhtw, en}` of the name in other languages (ADR 0019). */
  translations: string | null;
}

/** base_module_button / _column / _form: permission resources of a menu. */
export interface ModuleResourceTable extends CommonColumns {
  module_id: string;
  parent_id: string;
  full_name: string;
  en_code: string;
  bind_table: string | null;
  /** JSON `{zhtw, en}` of the name in other languages (ADR 0019). */
  translations: string | null;
}

/** base_module_scheme: data permission schemes of a menu. */
export interface ModuleSchemeTable extends CommonColumns {
  module_id: string;
  full_name: string;
  en_code: string;
  condition_json: string | null;
  all_data: Generated<number>;
  match_logic: string | null;
  /** JSON `{zhtw, en}` of the name in other languages (ADR 0019). */
  translations: string | null;
}

/** Tables of the menus module: systems, menus and each menu's permission resources. */
export interface MenusTables {
  base_system: SystemTable;
  base_module: ModuleTable;
  base_module_button: ModuleResourceTable;
  base_module_column: ModuleResourceTable;
  base_module_form: ModuleResourceTable;
  base_module_scheme: ModuleSchemeTable;
}
