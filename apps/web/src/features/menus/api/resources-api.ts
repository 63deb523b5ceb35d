import {
  menuResourceRoutes as routes,
  type ResourceBody,
  type ResourceItem,
  type SchemeBody,
  type SchemeItem,
} from '@tessera/shared';
import { call, callMsg } from '@/lib/call';

/** The four resource kinds of a menu, by their URL segment. */
export const RESOURCE_KINDS = [
  'ModuleButton',
  'ModuleColumn',
  'ModuleForm',
  'ModuleDataAuthorizeScheme',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** A row of any resource table. */
export type AnyResource = ResourceItem | SchemeItem;
/** The body of any resource. */
export type AnyResourceBody = ResourceBody | SchemeBody;

/** Calls of one resource kind (buttons, columns, form fields or data schemes of a menu). */
export function resourcesApi(kind: ResourceKind) {
  const r = routes[kind];
  return {
    list: (moduleId: string, keyword?: string): Promise<AnyResource[]> =>
      call(r.list, { params: { moduleId }, query: { keyword: keyword || undefined } }).then((d) => d.list),
    /** One resource as stored (default name and translations). */
    info: (id: string): Promise<AnyResource> => call(r.info, { params: { id } }),
    create: (body: AnyResourceBody) => call(r.create, { body }),
    update: (id: string, body: AnyResourceBody) => callMsg(r.update, { params: { id }, body }),
    remove: (id: string) => callMsg(r.remove, { params: { id } }),
  };
}
