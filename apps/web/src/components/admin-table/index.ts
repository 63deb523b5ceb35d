export { EditDrawer, type EditDrawerProps } from './edit-drawer';
export { OrganizeFilterTree, type OrganizeLevelQuery, type OrganizeSource } from './organize-filter-tree';
export { PAGE_SIZES, pagedTableProps, toSort, type PagedQuery } from './paged-table';
export { useSaveForm } from './use-save-form';
