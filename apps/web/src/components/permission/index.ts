export { Auth, type AuthProps } from './auth';
export {
  BUTTON_CODES,
  FILE_CODES,
  findMenuId,
  useButtonAuth,
  useMenuId,
  usePermission,
} from './use-permission';
export {
  ALWAYS_SHOWN_COLUMNS,
  columnCode,
  useColumnPermission,
  useFormPermission,
  type PermissionColumn,
} from './use-field-permission';
export { useMenuTitle } from './use-menu-title';
