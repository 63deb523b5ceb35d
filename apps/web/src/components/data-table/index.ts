export { DataTable, type DataTableProps } from './data-table';
export {
  ColumnSettingsDrawer,
  COLUMN_DRAWER_WIDTH,
  type ColumnSettingsDrawerProps,
} from './column-settings-drawer';
export {
  applySettings,
  configurableCode,
  mergeSettings,
  moveSetting,
  saveableLabel,
  toggleSetting,
  type SettingsColumn,
} from './column-settings';
export { useColumnSettings, type ColumnSettingsState } from './use-column-settings';
