import { z } from 'zod';
import { idSchema } from './organize.contract';
import { answer, defineRoutes, menuAuth } from './route';

/** Objects that can be granted permissions (`base_authorize.object_type`). */
export const AUTHORITY_OBJECT_TYPES = ['Role', 'Position', 'Organize', 'Group', 'User'] as const;
export type AuthorityObjectType = (typeof AUTHORITY_OBJECT_TYPES)[number];

/** Kinds of granted items (`base_authorize.item_type`); `resource` is a data scheme. */
export const AUTHORITY_ITEM_TYPES = ['system', 'module', 'button', 'column', 'form', 'resource'] as const;
export type AuthorityItemType = (typeof AUTHORITY_ITEM_TYPES)[number];

/** The object type of a call. */
export const authorityObjectTypeSchema = z.enum(AUTHORITY_OBJECT_TYPES);

/** Body of `POST /api/permission/Authority/Data/{objectId}/Values`. */
export const authorityValuesBodySchema = z
  .object({
    /** What kind of object `objectId` is. */
    objectType: authorityObjectTypeSchema,
  })
  .strict();
export type AuthorityValuesBody = z.infer<typeof authorityValuesBodySchema>;

const ids = (max: number) => z.array(idSchema).max(max).default([]);

/**
 * Body of `PUT /api/permission/Authority/Data/{objectId}`: the object's complete grants, replacing
 * the previous ones. Closed: any other field (an administrator flag, another object) is refused.
 */
export const authoritySaveBodySchema = z
  .object({
    /** What kind of object `objectId` is. */
    objectType: authorityObjectTypeSchema,
    /** Granted systems. */
    systemIds: ids(500),
    /** Granted menus; each needs its system in `systemIds`. */
    module: ids(5000),
    /** Granted buttons; each needs its menu in `module`. */
    button: ids(20000),
    /** Granted list columns; each needs its menu. */
    column: ids(20000),
    /** Granted form fields; each needs its menu. */
    form: ids(20000),
    /** Granted data schemes; each needs its menu. */
    resource: ids(20000),
  })
  .strict();
export type AuthoritySaveBody = z.infer<typeof authoritySaveBodySchema>;

/** Ids by item type. */
export interface AuthorityIds {
  system: string[];
  module: string[];
  button: string[];
  column: string[];
  form: string[];
  resource: string[];
}

/** Kind of a node in an authorisation tree. */
export type AuthorityNodeKind = 'system' | 'menu' | AuthorityItemType;

/**
 * A checkbox node. In the module tree systems are the roots and menus below them; in the button,
 * column, form and resource trees menus are the branches (never saved) and the items the leaves.
 */
export interface AuthorityNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  /** What the node is: only nodes of the tree's own item type are saved. */
  kind: AuthorityNodeKind;
  /** The menu the node belongs to (the menu itself for a menu; '' for a system). */
  moduleId: string;
  /** The system the node belongs to. */
  systemId: string;
  children: AuthorityNode[];
}

/**
 * Answer of `POST …/Values`: the catalogue as trees (to show as checkboxes), every item id by type
 * (`all`, for "check all") and the ids granted to the object now (`granted`). A system counts as
 * granted when granted itself or when one of its granted menus is. A non-administrator sees only
 * the items they hold themselves.
 */
export interface AuthorityValues {
  system: AuthorityNode[];
  module: AuthorityNode[];
  button: AuthorityNode[];
  column: AuthorityNode[];
  form: AuthorityNode[];
  resource: AuthorityNode[];
  all: AuthorityIds;
  granted: AuthorityIds;
}

/** Where an effective permission comes from. */
export const authoritySourceSchema = z.strictObject({
  /** The granted object; `Administrator` when the user is an administrator (holds everything). */
  objectType: z.enum([...AUTHORITY_OBJECT_TYPES, 'Administrator']),
  objectId: z.string(),
  fullName: z.string(),
});
export type AuthoritySource = z.infer<typeof authoritySourceSchema>;

/** One effective item with its sources. */
export const effectiveItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  sources: z.array(authoritySourceSchema),
});
export type EffectiveItem = z.infer<typeof effectiveItemSchema>;

/** An effective menu with the items of it the user holds; ancestors only shown have no sources. */
export interface EffectiveMenu extends EffectiveItem {
  parentId: string;
  systemId: string;
  icon: string;
  button: EffectiveItem[];
  column: EffectiveItem[];
  form: EffectiveItem[];
  resource: EffectiveItem[];
  children: EffectiveMenu[];
}

/** Schema of {@link EffectiveMenu} (strict at every level). */
export const effectiveMenuSchema: z.ZodType<EffectiveMenu> = z.lazy(() =>
  effectiveItemSchema.extend({
    parentId: z.string(),
    systemId: z.string(),
    icon: z.string(),
    button: z.array(effectiveItemSchema),
    column: z.array(effectiveItemSchema),
    form: z.array(effectiveItemSchema),
    resource: z.array(effectiveItemSchema),
    children: z.array(effectiveMenuSchema),
  }),
);

/** Answer of `GET /api/permission/Authority/Effective/{userId}` (strict: a user's fields by name only). */
export const effectivePermissionsSchema = z.strictObject({
  userId: z.string(),
  account: z.string(),
  realName: z.string(),
  isAdministrator: z.boolean(),
  /** Systems in which the user sees a menu. */
  systems: z.array(effectiveItemSchema),
  /** Menu trees per system (roots' parentId is the system id or -1). */
  menus: z.array(effectiveMenuSchema),
});
export type EffectivePermissions = z.infer<typeof effectivePermissionsSchema>;

/**
 * An object that can be granted permissions, as the authorisation page lists it
 * (`GET /api/permission/Authority/Objects/{objectType}`): the organisations as a tree, the others flat.
 */
export interface AuthorityObjectItem {
  id: string;
  /** The name shown: a user's real name, otherwise the full name. */
  fullName: string;
  /** A second line: the account of a user, the organisation of a position, otherwise the code. */
  hint: string;
  /** 0 when disabled (grants still apply when it is enabled again). */
  enabledMark: number;
  children: AuthorityObjectItem[];
}

/** Schema of {@link AuthorityObjectItem} (strict: users appear by name and account only). */
export const authorityObjectItemSchema: z.ZodType<AuthorityObjectItem> = z.lazy(() =>
  z.strictObject({
    id: z.string(),
    fullName: z.string(),
    hint: z.string(),
    enabledMark: z.number(),
    children: z.array(authorityObjectItemSchema),
  }),
);

/** Query of the object list: keyword, and at most 100 objects (the whole matching tree for organisations). */
export const authorityObjectsQuerySchema = z.object({ keyword: z.string().trim().max(50).optional() });
export type AuthorityObjectsQuery = z.infer<typeof authorityObjectsQuerySchema>;

const AUTHORITY_PATH = '/api/permission/Authority';
const AUTHORITY_MENU = 'permission.authorize';
const authorityTags = ['authority'];
const objectParamsSchema = z.object({ objectId: idSchema });

/** Authorisation (menu permission.authorize): read and replace an object's grants, effective permissions. */
export const authorityRoutes = defineRoutes({
  values: {
    method: 'POST',
    path: `${AUTHORITY_PATH}/Data/:objectId/Values`,
    auth: menuAuth(AUTHORITY_MENU),
    params: objectParamsSchema,
    body: authorityValuesBodySchema,
    answer: answer<AuthorityValues>(),
    tags: authorityTags,
  },
  save: {
    method: 'PUT',
    path: `${AUTHORITY_PATH}/Data/:objectId`,
    auth: menuAuth(AUTHORITY_MENU, 'btn_edit'),
    params: objectParamsSchema,
    body: authoritySaveBodySchema,
    answer: answer<null>(),
    tags: authorityTags,
  },
  objects: {
    method: 'GET',
    path: `${AUTHORITY_PATH}/Objects/:objectType`,
    auth: menuAuth(AUTHORITY_MENU),
    params: z.object({ objectType: authorityObjectTypeSchema }),
    query: authorityObjectsQuerySchema,
    answer: z.strictObject({ list: z.array(authorityObjectItemSchema) }),
    tags: authorityTags,
  },
  effective: {
    method: 'GET',
    path: `${AUTHORITY_PATH}/Effective/:userId`,
    auth: menuAuth(AUTHORITY_MENU),
    params: z.object({ userId: idSchema }),
    answer: effectivePermissionsSchema,
    tags: authorityTags,
  },
});
