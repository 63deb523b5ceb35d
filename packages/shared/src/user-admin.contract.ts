import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { idSchema } from './organize.contract';
import { answer, defineRoutes, idParamsSchema, menuAuth } from './route';

const ids = (max = 200) => z.array(idSchema).max(max).default([]);
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * Body of `POST /api/permission/Users` and `PUT /{id}`. Closed: fields not listed here (password,
 * isAdministrator, …) are dropped. Patterns (account, phone, e-mail) are checked by the server.
 */
export const userBodySchema = z.object({
  /** Letters and digits, unique among live users. */
  account: z.string().trim().min(1).max(50),
  realName: z.string().trim().min(1).max(50),
  /** 1 male, 2 female, 3 secret. */
  gender: z.coerce.number().int().min(0).max(3).nullish(),
  mobilePhone: optionalText(20),
  email: optionalText(100),
  /** Organisations, the first is the main one (at least one). */
  organizeIds: z.array(idSchema).min(1).max(200),
  /** Positions, the first is the main one. */
  positionIds: ids(),
  roleIds: ids(),
  groupIds: ids(),
  /** The direct manager (a live user). */
  managerId: optionalText(64),
  /** 1 on, 0 off. */
  enabledMark: z.union([z.literal(0), z.literal(1)]).default(1),
  sortCode: z.coerce.number().int().min(0).max(999999).default(0),
  description: optionalText(500),
});
export type UserBody = z.infer<typeof userBodySchema>;

/**
 * A password an administrator chooses for a user (create or reset): 8-16 visible characters with
 * at least one letter and one digit; the server also refuses one equal to the account.
 */
export const INITIAL_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,16}$/;

/**
 * Body of `POST /api/permission/Users`: the user plus, optionally, the initial password the
 * administrator chose (plain text over TLS, checked against {@link INITIAL_PASSWORD}, stored only
 * hashed). Without it the server generates a strong one and answers it once.
 */
export const userCreateBodySchema = userBodySchema.extend({
  initialPassword: z.string().max(64).optional(),
});
export type UserCreateBody = z.infer<typeof userCreateBodySchema>;

/** Answer of `POST /api/permission/Users`: the new id and, only when generated, the initial password (shown once). */
export const userCreatedSchema = z.strictObject({
  id: z.string(),
  password: z.string().optional(),
});
export type UserCreated = z.infer<typeof userCreatedSchema>;

/** Query of `GET /api/permission/Users`. */
export const userListQuerySchema = pageQuerySchema.extend({
  /** Users of this organisation and its sub-organisations. */
  organizeId: z.string().trim().max(64).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/**
 * Body of `POST /{id}/Actions/ResetPassword`: at most one of `password` (chosen, plain, checked
 * against {@link INITIAL_PASSWORD}) or `userPassword` (md5 hex, the original client's form); with
 * neither, the server generates a strong password and answers it once.
 */
export const resetPasswordBodySchema = z.object({
  userPassword: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/)
    .optional(),
  password: z.string().max(64).optional(),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** Answer of the reset: the generated password (shown once), or null when the administrator chose it. */
export const resetPasswordAnswerSchema = z.strictObject({ password: z.string() }).nullable();

/** A user in the administration list (strict: never a password, hash or salt field). */
export const userAdminItemSchema = z.strictObject({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: z.number().nullable(),
  mobilePhone: z.string().nullable(),
  email: z.string().nullable(),
  /** Avatar address ('' when none). */
  headIcon: z.string().nullable(),
  /** Main organisation and its slash-joined name path. */
  organizeId: z.string().nullable(),
  organize: z.string(),
  positionId: z.string().nullable(),
  managerId: z.string().nullable(),
  /** 1 on, 0 off, 2 locked after wrong passwords. */
  enabledMark: z.number(),
  isAdministrator: z.number(),
  /** Locked until this time (ms), when a timed lock is on. */
  unlockTime: z.number().nullable(),
  sortCode: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  lastLogTime: z.number().nullable(),
});
export type UserAdminItem = z.infer<typeof userAdminItemSchema>;

/** A row of `GET /api/permission/Users`: the fields behind columns the caller is not granted are left out. */
export const userAdminRowSchema = userAdminItemSchema.partial({
  account: true,
  realName: true,
  mobilePhone: true,
  organize: true,
});

/** The item plus every relation. */
export const userAdminInfoSchema = userAdminItemSchema.extend({
  organizeIds: z.array(z.string()),
  positionIds: z.array(z.string()),
  roleIds: z.array(z.string()),
  groupIds: z.array(z.string()),
});
export type UserAdminInfo = z.infer<typeof userAdminInfoSchema>;

/** `GET /api/permission/Users/{id}`: the fields behind form fields the caller is not granted are left out. */
export const userAdminInfoAnswerSchema = userAdminInfoSchema.partial({
  account: true,
  realName: true,
  email: true,
});

/** A user as pickers see it (spec 02 §3 "User picker item"): no phone, e-mail or hash. */
export const userPickerItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  realName: z.string(),
  account: z.string(),
  headIcon: z.string(),
  /** Slash-joined names of the main organisation's path. */
  organize: z.string(),
  /** Always user. */
  type: z.literal('user'),
});
export type UserPickerItem = z.infer<typeof userPickerItemSchema>;

/** A node of the user pickers' trees: organisations with users as leaves. */
export interface UserSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  account?: string;
  headIcon?: string;
  /** company, department or user. */
  type: string;
  icon: string;
  organize: string;
  organizeIds: string[];
  hasChildren: boolean;
  isLeaf: boolean;
  children: UserSelectorNode[];
}

/** Schema of {@link UserSelectorNode} (strict at every level). */
export const userSelectorNodeSchema: z.ZodType<UserSelectorNode> = z.lazy(() =>
  z.strictObject({
    id: z.string(),
    parentId: z.string(),
    fullName: z.string(),
    account: z.string().optional(),
    headIcon: z.string().optional(),
    type: z.string(),
    icon: z.string(),
    organize: z.string(),
    organizeIds: z.array(z.string()),
    hasChildren: z.boolean(),
    isLeaf: z.boolean(),
    children: z.array(userSelectorNodeSchema),
  }),
);

/** A pick named by `getSelectedList` (a user, organisation, position, role or group). */
export const selectedPickSchema = z.strictObject({
  /** The id as sent, with its `--type` suffix. */
  id: z.string(),
  fullName: z.string(),
  type: z.string(),
  organize: z.string(),
  headIcon: z.string(),
});
export type SelectedPick = z.infer<typeof selectedPickSchema>;

/** Body of the id-list pickers (`getUserList`, `getSelectedList`). */
export const userIdsBodySchema = z.object({
  /** User ids; for getSelectedList, ids with a `--type` suffix (user, department, company, position, role, group). */
  userId: z.array(z.string().trim().min(1).max(100)).max(1000).default([]),
});
export type UserIdsBody = z.infer<typeof userIdsBodySchema>;

/** Body of `UserCondition`, `getSelectedUserList`, `GetListByAuthorize/{id}`, `getSubordinates`, `ImUser/Selector/{id}`. */
export const userConditionBodySchema = pageQuerySchema.extend({
  departIds: ids(1000),
  positionIds: ids(1000),
  roleIds: ids(1000),
  groupIds: ids(1000),
  userIds: ids(1000),
  /** Selected ids with `--type` suffixes (getSelectedUserList). */
  ids: z.array(z.string().trim().min(1).max(100)).max(1000).default([]),
});
export type UserConditionBody = z.infer<typeof userConditionBodySchema>;

/** Query of the GET pickers (`getOrganization`, `GetUsersByPositionId`, `GetUsersByRoleOrgId`). */
export const userPickerQuerySchema = pageQuerySchema.extend({
  organizeId: z.string().trim().max(64).optional(),
  positionId: z.string().trim().max(64).optional(),
  roleId: z.string().trim().max(64).optional(),
});
export type UserPickerQuery = z.infer<typeof userPickerQuerySchema>;

/** Base path of the user administration and the user pickers. */
export const USERS_PATH = '/api/permission/Users';
const USER_MENU = 'permission.user';
const userTags = ['user-admin'];
const userPickerList = z.strictObject({ list: z.array(userPickerItemSchema) });
const nodeParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** User administration (menu permission.user). */
export const userAdminRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: USERS_PATH,
    auth: menuAuth(USER_MENU),
    query: userListQuerySchema,
    answer: pagedSchema(userAdminRowSchema),
    tags: userTags,
  },
  all: {
    method: 'GET',
    path: `${USERS_PATH}/All`,
    auth: menuAuth(USER_MENU),
    answer: userPickerList,
    tags: userTags,
  },
  create: {
    method: 'POST',
    path: USERS_PATH,
    auth: menuAuth(USER_MENU, 'btn_add'),
    body: userCreateBodySchema,
    answer: userCreatedSchema,
    tags: userTags,
  },
  info: {
    method: 'GET',
    path: `${USERS_PATH}/:id`,
    auth: menuAuth(USER_MENU),
    params: idParamsSchema,
    answer: userAdminInfoAnswerSchema,
    tags: userTags,
  },
  update: {
    method: 'PUT',
    path: `${USERS_PATH}/:id`,
    auth: menuAuth(USER_MENU, 'btn_edit'),
    params: idParamsSchema,
    body: userBodySchema,
    answer: answer<null>(),
    tags: userTags,
  },
  remove: {
    method: 'DELETE',
    path: `${USERS_PATH}/:id`,
    auth: menuAuth(USER_MENU, 'btn_remove'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags: userTags,
  },
  resetPassword: {
    method: 'POST',
    path: `${USERS_PATH}/:id/Actions/ResetPassword`,
    auth: menuAuth(USER_MENU, 'btn_edit'),
    params: idParamsSchema,
    body: resetPasswordBodySchema,
    answer: resetPasswordAnswerSchema,
    tags: userTags,
  },
  toggleState: {
    method: 'PUT',
    path: `${USERS_PATH}/:id/Actions/State`,
    auth: menuAuth(USER_MENU, 'btn_edit'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags: userTags,
  },
  unlock: {
    method: 'PUT',
    path: `${USERS_PATH}/:id/Actions/unlock`,
    auth: menuAuth(USER_MENU, 'btn_edit'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags: userTags,
  },
});

/**
 * The user pickers (any signed-in user): enabled, live users with picker fields only.
 * `GET /Users/ImUser` is the chat module's.
 */
export const userPickerRoutes = defineRoutes({
  selector: {
    method: 'GET',
    path: `${USERS_PATH}/Selector`,
    auth: 'user',
    answer: z.strictObject({ list: z.array(userSelectorNodeSchema) }),
    tags: userTags,
  },
  byIds: {
    method: 'POST',
    path: `${USERS_PATH}/getUserList`,
    auth: 'user',
    body: userIdsBodySchema,
    answer: userPickerList,
    tags: userTags,
  },
  selected: {
    method: 'POST',
    path: `${USERS_PATH}/getSelectedList`,
    auth: 'user',
    body: userIdsBodySchema,
    answer: z.strictObject({ list: z.array(selectedPickSchema) }),
    tags: userTags,
  },
  subordinates: {
    method: 'POST',
    path: `${USERS_PATH}/getSubordinates`,
    auth: 'user',
    body: userConditionBodySchema,
    answer: userPickerList,
    tags: userTags,
  },
  organization: {
    method: 'GET',
    path: `${USERS_PATH}/getOrganization`,
    auth: 'user',
    query: userPickerQuerySchema,
    answer: pagedSchema(userPickerItemSchema),
    tags: userTags,
  },
  byPosition: {
    method: 'GET',
    path: `${USERS_PATH}/GetUsersByPositionId`,
    auth: 'user',
    query: userPickerQuerySchema,
    answer: pagedSchema(userPickerItemSchema),
    tags: userTags,
  },
  byRole: {
    method: 'GET',
    path: `${USERS_PATH}/GetUsersByRoleOrgId`,
    auth: 'user',
    query: userPickerQuerySchema,
    answer: pagedSchema(userPickerItemSchema),
    tags: userTags,
  },
  condition: {
    method: 'POST',
    path: `${USERS_PATH}/UserCondition`,
    auth: 'user',
    body: userConditionBodySchema,
    answer: pagedSchema(userPickerItemSchema),
    tags: userTags,
  },
  selectedUsers: {
    method: 'POST',
    path: `${USERS_PATH}/getSelectedUserList`,
    auth: 'user',
    body: userConditionBodySchema,
    answer: pagedSchema(userPickerItemSchema),
    tags: userTags,
  },
  byAuthorize: {
    method: 'POST',
    path: `${USERS_PATH}/GetListByAuthorize/:id`,
    auth: 'user',
    params: nodeParamsSchema,
    body: userConditionBodySchema,
    answer: pagedSchema(userPickerItemSchema),
    tags: userTags,
  },
  imSelector: {
    method: 'POST',
    path: `${USERS_PATH}/ImUser/Selector/:id`,
    auth: 'user',
    params: nodeParamsSchema,
    body: userConditionBodySchema,
    answer: z.strictObject({
      list: z.array(userSelectorNodeSchema),
      pagination: pagedSchema(userPickerItemSchema).shape.pagination.optional(),
    }),
    tags: userTags,
  },
});
