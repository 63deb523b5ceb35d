export { EditDrawer, type EditDrawerProps } from './edit-drawer';
export { OrganizeFilterTree } from './organize-filter-tree';
export { useTreeLevels, type OrganizeLevelQuery, type OrganizeSource } from './use-tree-levels';
export { PAGE_SIZES, pagedTableProps, toSort, type PagedQuery } from './paged-table';
export { useSaveForm } from './use-save-form';
