import {
  dataInterfaceRoutes,
  dictionaryTypeRoutes,
  menuRoutes,
  printDevRoutes,
  systemRoutes,
  visualDevRoutes as routes,
  type MenuCategory,
  type VisualDevBody,
  type VisualDevInfo,
  type VisualDevReleaseBody,
} from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';

/** Query of the design list. */
export interface VisualDevQuery extends PageQuery {
  category?: string;
  webType?: number;
}

/** Design administration calls (menu onlineDev/webDesign). */
export const visualDevApi = {
  ...crudCalls(routes),
  /** Creates a design and resolves with its id. */
  createWithId: (body: VisualDevBody) => call(routes.create, { body }),
  copy: (id: string) => callMsg(routes.copy, { params: { id } }),
  release: (id: string, body: VisualDevReleaseBody) => callMsg(routes.release, { params: { id }, body }),
  rollback: (id: string) => callMsg(routes.rollback, { params: { id } }),
};

/** The menu trees a release may publish under (the systems and their directories). */
export const releaseMenusApi = {
  systems: () => call(systemRoutes.list, { query: {} }).then((d) => d.list),
  directories: (systemId: string, category: MenuCategory) =>
    call(menuRoutes.selector, { params: { id: '0', systemId }, query: { category } }).then((d) => d.list),
};

/** The data interfaces by category (option sources of select-like widgets). */
export const interfaceSelectorApi = () => call(dataInterfaceRoutes.selector, {}).then((d) => d.list);

/** The body that stores a design again as it is, with `patch` applied. */
export const bodyOf = (info: VisualDevInfo, patch: Partial<VisualDevBody> = {}): VisualDevBody => ({
  fullName: info.fullName,
  enCode: info.enCode,
  category: info.category,
  type: info.type,
  webType: info.webType,
  description: info.description,
  sortCode: info.sortCode,
  tables: info.tables,
  formData: info.formData,
  columnData: info.columnData,
  appColumnData: info.appColumnData,
  enableFlow: info.enableFlow,
  ...patch,
});

/** The parameters a data interface declares (linkage of widgets to form fields). */
export const interfaceParamsApi = (id: string) => call(dataInterfaceRoutes.params, { params: { id } });

/** The designs a relation form may point to. */
export const designSelectorApi = () => call(routes.selector, { query: {} }).then((d) => d.list);

/** The fields of a design (relation form settings). */
export const designFieldsApi = (id: string) =>
  call(routes.formDataFields, { params: { id } }).then((d) => d.list);

/** The dictionary types as a tree (option sources of select-like widgets). */
export const dictionaryTypesApi = () =>
  call(dictionaryTypeRoutes.selector, { params: { id: '0' } }).then((d) => d.list);

/** The enabled function-form print templates (type 2), for the print button. */
export const printTemplatesApi = () =>
  call(printDevRoutes.selector, { query: { type: 2 } }).then((d) => d.list.flatMap((c) => c.children));
