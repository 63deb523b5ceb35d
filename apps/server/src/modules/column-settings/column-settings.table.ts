/** base_column_setting: the table columns one user saved for one menu (one row per pair). */
export interface ColumnSettingTable {
  id: string;
  user_id: string;
  module_id: string;
  /** JSON text: [{prop, label, visible}] in display order; "[]" after a reset. */
  field_list: string;
  created_at: number;
  updated_at: number | null;
}

/** Tables of the column-settings module. */
export interface ColumnSettingsTables {
  base_column_setting: ColumnSettingTable;
}
