import { z } from 'zod';
import { answer, defineRoutes, idParamsSchema, menuAuth } from './route';
import { PATTERNS, type PatternRule } from './validation';

/** Code of an organisation, position or group (spec 02 §5). */
export const CODE_RULE: PatternRule = PATTERNS.enCode;

/** Name without special characters (spec 02 §5). */
export const NAME_RULE: PatternRule = PATTERNS.fullName;

/** The pseudo parent id of top-level organisations. */
export const ORGANIZE_ROOT_ID = '-1';

/** An id in a path or body. */
export const idSchema = z.string().trim().min(1).max(64);

/** Fields every administered record shares (sort order, on/off, note). */
export const adminRecordFields = {
  /** Name shown everywhere (pattern checked by the server, message in the caller's language). */
  fullName: z.string().trim().min(1).max(50),
  /** Unique code (pattern checked by the server). */
  enCode: z.string().trim().min(1).max(50),
  /** Smaller first. */
  sortCode: z.coerce.number().int().min(0).max(999999).default(0),
  /** 1 on, 0 off. */
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  /** Free note. */
  description: z.string().trim().max(500).nullish(),
};

/** Body of `POST /api/permission/Organize` and `PUT /{id}`: a company or department. */
export const organizeBodySchema = z.object({
  /** Parent organisation, or "-1" for a top-level company. */
  parentId: idSchema,
  /** Company or department. */
  category: z.enum(['company', 'department']),
  /** The manager (a user id). */
  managerId: z.string().trim().max(64).nullish(),
  ...adminRecordFields,
});
export type OrganizeBody = z.infer<typeof organizeBodySchema>;

/** Body of `POST /api/permission/Organize/Department` and `PUT .../Department/{id}`. */
export const departmentBodySchema = organizeBodySchema.omit({ category: true });
export type DepartmentBody = z.infer<typeof departmentBodySchema>;

/** Query of the organisation tree. */
export const organizeTreeQuerySchema = z.object({
  /** Keeps matching nodes (name or code) with their ancestors. */
  keyword: z.string().trim().max(200).optional(),
  /**
   * Without a keyword: only the direct children of this node ("-1" the top level), each with
   * `hasChildren` and no `children`, for trees that load a level on expanding (10,000 departments).
   */
  parentId: z.string().trim().max(50).optional(),
});
export type OrganizeTreeQuery = z.infer<typeof organizeTreeQuerySchema>;

/** Body of `POST /api/permission/Organize/OrganizeCondition`: organisation ids. */
export const organizeConditionBodySchema = z.object({
  /** Organisations whose nodes are wanted. */
  ids: z.array(idSchema).max(1000).default([]),
  /** Optional name filter. */
  keyword: z.string().trim().max(200).optional(),
});
export type OrganizeConditionBody = z.infer<typeof organizeConditionBodySchema>;

/** Node fields of the organisation tree, without the children. */
const organizeNodeFields = {
  id: z.string(),
  /** "-1" at the top. */
  parentId: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  /** company or department. */
  category: z.string(),
  /** Same as category; pickers select by type. */
  type: z.string(),
  icon: z.string(),
  /** Slash-joined names from the top. */
  organize: z.string(),
  /** Ids from the top down to this node. */
  organizeIds: z.array(z.string()),
  managerId: z.string().nullable(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  hasChildren: z.boolean(),
};

/** A node of the organisation tree (companies and departments). */
export interface OrganizeNode extends z.infer<z.ZodObject<typeof organizeNodeFields>> {
  children: OrganizeNode[];
}

/** Schema of an organisation tree node (strict, recursive). */
export const organizeNodeSchema: z.ZodType<OrganizeNode> = z.strictObject({
  ...organizeNodeFields,
  get children() {
    return z.array(organizeNodeSchema);
  },
});

/** Answer of `GET /api/permission/Organize/{id}` (strict). */
export const organizeInfoSchema = z.strictObject({
  id: z.string(),
  parentId: z.string(),
  category: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  managerId: z.string().nullable(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  /** Ids from the top down to this node. */
  organizeIdTree: z.array(z.string()),
  creatorTime: z.number(),
});
export type OrganizeInfo = z.infer<typeof organizeInfoSchema>;

const ORGANIZE = '/api/permission/Organize';
const DEPARTMENT = `${ORGANIZE}/Department`;
const ORGANIZE_MENU = 'permission.organize';
const organizeTags = ['organize'];
const organizeTreeAnswer = z.strictObject({ list: z.array(organizeNodeSchema) });

/** Organisation administration (menu permission.organize): companies and departments as one tree; departments. */
export const organizeRoutes = defineRoutes({
  tree: {
    method: 'GET',
    path: ORGANIZE,
    auth: menuAuth(ORGANIZE_MENU),
    query: organizeTreeQuerySchema,
    answer: organizeTreeAnswer,
    tags: organizeTags,
  },
  treeAlias: {
    method: 'GET',
    path: `${ORGANIZE}/Tree`,
    auth: menuAuth(ORGANIZE_MENU),
    query: organizeTreeQuerySchema,
    answer: organizeTreeAnswer,
    tags: organizeTags,
  },
  create: {
    method: 'POST',
    path: ORGANIZE,
    auth: menuAuth(ORGANIZE_MENU, 'btn_add'),
    body: organizeBodySchema,
    answer: answer<{ id: string }>(),
    tags: organizeTags,
  },
  selectorByAuth: {
    method: 'GET',
    path: `${ORGANIZE}/SelectorByAuth/:id`,
    auth: 'user',
    params: idParamsSchema,
    query: organizeTreeQuerySchema,
    answer: organizeTreeAnswer,
    tags: organizeTags,
  },
  condition: {
    method: 'POST',
    path: `${ORGANIZE}/OrganizeCondition`,
    auth: 'user',
    body: organizeConditionBodySchema,
    answer: organizeTreeAnswer,
    tags: organizeTags,
  },
  info: {
    method: 'GET',
    path: `${ORGANIZE}/:id`,
    auth: menuAuth(ORGANIZE_MENU),
    params: idParamsSchema,
    answer: organizeInfoSchema,
    tags: organizeTags,
  },
  update: {
    method: 'PUT',
    path: `${ORGANIZE}/:id`,
    auth: menuAuth(ORGANIZE_MENU, 'btn_edit'),
    params: idParamsSchema,
    body: organizeBodySchema,
    answer: answer<null>(),
    tags: organizeTags,
  },
  remove: {
    method: 'DELETE',
    path: `${ORGANIZE}/:id`,
    auth: menuAuth(ORGANIZE_MENU, 'btn_remove'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags: organizeTags,
  },
  departmentSelector: {
    method: 'GET',
    path: `${DEPARTMENT}/Selector/:id`,
    auth: 'user',
    params: idParamsSchema,
    query: organizeTreeQuerySchema,
    answer: organizeTreeAnswer,
    tags: organizeTags,
  },
  departmentSelectorByAuth: {
    method: 'GET',
    path: `${DEPARTMENT}/SelectorByAuth/:id`,
    auth: 'user',
    params: idParamsSchema,
    query: organizeTreeQuerySchema,
    answer: organizeTreeAnswer,
    tags: organizeTags,
  },
  departmentCreate: {
    method: 'POST',
    path: DEPARTMENT,
    auth: menuAuth(ORGANIZE_MENU, 'btn_add'),
    body: departmentBodySchema,
    answer: answer<{ id: string }>(),
    tags: organizeTags,
  },
  departmentInfo: {
    method: 'GET',
    path: `${DEPARTMENT}/:id`,
    auth: menuAuth(ORGANIZE_MENU),
    params: idParamsSchema,
    answer: organizeInfoSchema,
    tags: organizeTags,
  },
  departmentUpdate: {
    method: 'PUT',
    path: `${DEPARTMENT}/:id`,
    auth: menuAuth(ORGANIZE_MENU, 'btn_edit'),
    params: idParamsSchema,
    body: departmentBodySchema,
    answer: answer<null>(),
    tags: organizeTags,
  },
});
