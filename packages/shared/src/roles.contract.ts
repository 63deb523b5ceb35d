import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { adminRecordFields, idSchema } from './organize.contract';
import {
  itemStateFields,
  namedItemFields,
  organizeIdsBodySchema,
  type OrganizeLeafNode,
} from './positions.contract';
import { answer, defineRoutes, idParamsSchema, menuAuth } from './route';

/** Id of the "global" category in the role picker (roles with globalMark 1). */
export const GLOBAL_ROLE_CATEGORY_ID = '1';

/** Body of `POST /api/permission/Role` and `PUT /{id}`. */
export const roleBodySchema = z.object({
  /** Role kind (free text). */
  type: z.string().trim().max(50).nullish(),
  /** 1 a global role; 0 a role of the organisations in `organizeIds`. */
  globalMark: z.union([z.literal(0), z.literal(1)]).default(1),
  /** The live organisations an organisation role belongs to (ignored for a global role). */
  organizeIds: z.array(idSchema).max(200).default([]),
  ...adminRecordFields,
});
export type RoleBody = z.infer<typeof roleBodySchema>;

/** Query of `GET /api/permission/Role`: page, keyword, organisation ('1' = global roles). */
export const roleListQuerySchema = pageQuerySchema.extend({
  /** Roles of this organisation and its sub-organisations; '1' for the global roles. */
  organizeId: z.string().trim().max(64).optional(),
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

/** A role in lists and in `GET /{id}` (strict). */
export const roleItemSchema = z.strictObject({
  ...namedItemFields,
  globalMark: z.number(),
  /** Organisations of an organisation role. */
  organizeIds: z.array(z.string()),
  /** Their slash-joined name paths, comma-joined. */
  organizeInfo: z.string(),
  ...itemStateFields,
});
export type RoleItem = z.infer<typeof roleItemSchema>;

/** A node of the role picker: 全局 (id '1') and organisations, with roles as leaves. */
export interface RoleSelectorNode extends OrganizeLeafNode<RoleSelectorNode> {
  /** Unique per node (a role sits under each of its organisations). */
  onlyId: string;
}

const ROLE = '/api/permission/Role';
const ROLE_MENU = 'permission.role';
const roleTags = ['roles'];

/** Role administration (menu permission.role) and the role pickers. */
export const roleRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: ROLE,
    auth: menuAuth(ROLE_MENU),
    query: roleListQuerySchema,
    answer: pagedSchema(roleItemSchema),
    tags: roleTags,
  },
  selector: {
    method: 'GET',
    path: `${ROLE}/Selector`,
    auth: 'user',
    answer: answer<{ list: RoleSelectorNode[] }>(),
    tags: roleTags,
  },
  selectorByPermission: {
    method: 'GET',
    path: `${ROLE}/SelectorByPermission`,
    auth: 'user',
    answer: answer<{ list: RoleSelectorNode[] }>(),
    tags: roleTags,
  },
  byOrganizes: {
    method: 'POST',
    path: `${ROLE}/getListByOrgIds`,
    auth: 'user',
    body: organizeIdsBodySchema,
    answer: z.strictObject({ list: z.array(roleItemSchema) }),
    tags: roleTags,
  },
  create: {
    method: 'POST',
    path: ROLE,
    auth: menuAuth(ROLE_MENU, 'btn_add'),
    body: roleBodySchema,
    answer: answer<{ id: string }>(),
    tags: roleTags,
  },
  info: {
    method: 'GET',
    path: `${ROLE}/:id`,
    auth: menuAuth(ROLE_MENU),
    params: idParamsSchema,
    answer: roleItemSchema,
    tags: roleTags,
  },
  update: {
    method: 'PUT',
    path: `${ROLE}/:id`,
    auth: menuAuth(ROLE_MENU, 'btn_edit'),
    params: idParamsSchema,
    body: roleBodySchema,
    answer: answer<null>(),
    tags: roleTags,
  },
  toggleState: {
    method: 'PUT',
    path: `${ROLE}/:id/Actions/State`,
    auth: menuAuth(ROLE_MENU, 'btn_edit'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags: roleTags,
  },
  remove: {
    method: 'DELETE',
    path: `${ROLE}/:id`,
    auth: menuAuth(ROLE_MENU, 'btn_remove'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags: roleTags,
  },
});
