import type { ResourceBody, ResourceItem, SchemeBody, SchemeItem } from '@tessera/shared';
import { http } from '@/lib/http';

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
  const base = `/api/system/${kind}`;
  const at = (id: string) => `${base}/${encodeURIComponent(id)}`;
  return {
    list: (moduleId: string, keyword?: string) =>
      http
        .get<{ list: AnyResource[] }>(`${at(moduleId)}/List`, keyword ? { keyword } : undefined)
        .then((r) => r.data.list),
    create: (body: AnyResourceBody) => http.post<{ id: string }>(base, body).then((r) => r.data),
    update: (id: string, body: AnyResourceBody) => http.put<null>(at(id), body).then((r) => r.msg),
    remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
  };
}
