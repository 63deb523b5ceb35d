import { z } from 'zod';
import { pageQuerySchema } from './list';
import { idSchema } from './organize.contract';

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

/** Query of `GET /api/permission/Users`. */
export const userListQuerySchema = pageQuerySchema.extend({
  /** Users of this organisation and its sub-organisations. */
  organizeId: z.string().trim().max(64).optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Body of `POST /{id}/Actions/ResetPassword`: the new password as md5 hex. */
export const resetPasswordBodySchema = z.object({
  userPassword: z.string().regex(/^[0-9a-fA-F]{32}$/),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** A user in the administration list. Never carries the password hash. */
export interface UserAdminItem {
  id: string;
  account: string;
  realName: string;
  gender: number | null;
  mobilePhone: string | null;
  email: string | null;
  headIcon: string | null;
  /** Main organisation and its slash-joined name path. */
  organizeId: string | null;
  organize: string;
  positionId: string | null;
  managerId: string | null;
  /** 1 on, 0 off, 2 locked after wrong passwords. */
  enabledMark: number;
  isAdministrator: number;
  /** Locked until this time (ms), when a timed lock is on. */
  unlockTime: number | null;
  sortCode: number;
  description: string | null;
  creatorTime: number;
  lastLogTime: number | null;
}

/** `GET /api/permission/Users/{id}`: the list item plus every relation. */
export interface UserAdminInfo extends UserAdminItem {
  organizeIds: string[];
  positionIds: string[];
  roleIds: string[];
  groupIds: string[];
}

/** A user as pickers see it (spec 02 §3 "User picker item"): no phone, e-mail or hash. */
export interface UserPickerItem {
  id: string;
  fullName: string;
  realName: string;
  account: string;
  headIcon: string;
  /** Slash-joined names of the main organisation's path. */
  organize: string;
  /** Always user. */
  type: 'user';
}

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
