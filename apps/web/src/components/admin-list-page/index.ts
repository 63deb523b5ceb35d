export {
  AdminListPage,
  type AdminAddButton,
  type AdminListPageProps,
  type AdminListView,
} from './admin-list-page';
export { useAdminList, useEditing, type AdminList, type AdminListOptions } from './use-admin-list';
export {
  filterQuery,
  resetQuery,
  responsiveColumns,
  searchQuery,
  tableWidth,
  type AdminQuery,
} from './admin-list-query';
export { CategoryNav, type CategoryNavProps } from './category-nav';
export {
  actionsColumn,
  RowActions,
  type ActionsColumnOptions,
  type RowAction,
  type RowActionList,
} from './row-actions';
export { deleteAction, editAction } from './standard-actions';
export { dateColumn, statusColumn, StatusTag, type StatusColumnOptions, type StatusTagProps } from './status';
export { ImportButton, saveJson, type ImportButtonProps } from './import-export';
export { confirmDeleteNamed, deleteNamed, deleteQuestion, deleteSubject, rowName } from './confirm-text';
export { confirmDiscard, makeGuardedClose, useGuardedClose } from './dirty-guard';
export { listColumn, rowAction } from './builders';
export { ask, type AskOptions } from './ask';
export { codeName } from './code-name';
