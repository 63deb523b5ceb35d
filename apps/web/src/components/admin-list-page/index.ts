export {
  AdminListPage,
  type AdminAddButton,
  type AdminListPageProps,
  type AdminListView,
} from './admin-list-page';
export { useAdminList, useEditing, type AdminList, type AdminListOptions } from './use-admin-list';
export { filterQuery, resetQuery, responsiveColumns, searchQuery, type AdminQuery } from './admin-list-query';
export { CategoryNav, type CategoryNavProps } from './category-nav';
