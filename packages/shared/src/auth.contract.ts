import { z } from 'zod';
import type { MenuItem } from './menu';

/** Layout themes answered at sign-in. */
export const LAYOUT_THEMES = ['classic', 'functional', 'blend', 'plain'] as const;
export type LayoutTheme = (typeof LAYOUT_THEMES)[number];

/** Form-encoded body of `POST /api/oauth/Login`. */
export const loginBodySchema = z.object({
  /** Account, or `mobile@account` for a sub-account. */
  account: z.string().trim().min(1).max(100),
  /** md5 hex of the typed password (32 chars), or the 3.6 client's AES-wrapped hex (96 chars). */
  password: z.string().min(1).max(512),
  /** Captcha answer when verification codes are on. */
  code: z.string().max(20).optional(),
  /** Captcha key. */
  timestamp: z.string().max(50).optional(),
  /** Sign-in mode (`password`). */
  origin: z.string().max(50).optional(),
  /** Single-sign-on ticket. */
  jnpf_ticket: z.string().max(200).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(512).optional(),
  scope: z.string().max(50).optional(),
  grant_type: z.string().max(50).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Answer of a successful sign-in. */
export interface LoginResult {
  /** `Bearer <token>`, sent back unchanged in the Authorization header. */
  token: string;
  /** Layout chosen by the user (default classic). */
  theme: LayoutTheme;
}

/** Body of `POST /api/oauth/LockScreen` (unlock check). */
export const unlockBodySchema = z.object({
  account: z.string().trim().min(1).max(100),
  /** md5 hex of the typed password. */
  password: z.string().min(1).max(512),
});
export type UnlockBody = z.infer<typeof unlockBodySchema>;

/** A system (application) the user may switch to. */
export interface UserSystem {
  id: string;
  enCode: string;
  name: string;
  icon: string;
  currentSystem: boolean;
}

/** `userInfo` of `CurrentUser`. */
export interface UserInfo {
  userId: string;
  userAccount: string;
  userName: string;
  headIcon: string;
  gender: number | null;
  email: string;
  mobilePhone: string;
  isAdministrator: boolean;
  portalId: string;
  signImg: string;
  organizeId: string;
  organizeName: string;
  departmentId: string;
  departmentName: string;
  positionIds: { id: string; name: string }[];
  positionId: string;
  positionName: string;
  roleIds: string[];
  roleName: string;
  /** 1 when the last-login notice should show. */
  prevLogin: number;
  /** Epoch ms of the previous sign-in, or null. */
  prevLoginTime: number | null;
  prevLoginIPAddress: string;
  prevLoginIPAddressName: string;
  systemId: string;
  systemIds: UserSystem[];
  theme: LayoutTheme;
  language: string;
}

/** A button, column, form or resource permission item. */
export interface PermissionItem {
  id: string;
  fullName: string;
  enCode: string;
}

/** Permissions of one menu module. */
export interface PermissionEntry {
  /** The menu id. */
  modelId: string;
  moduleName: string;
  button: PermissionItem[];
  column: PermissionItem[];
  form: PermissionItem[];
  resource: PermissionItem[];
}

/** Public system configuration. */
export interface SysConfigInfo {
  title: string;
  sysName: string;
  sysVersion: string;
  copyright: string;
  companyName: string;
  companyContacts: string;
  companyTelePhone: string;
  logoIcon: string;
  loginIcon: string;
  navigationIcon: string;
  appIcon: string;
}

/** Answer of `GET /api/oauth/CurrentUser`. */
export interface CurrentUserResult {
  menuList: MenuItem[];
  routerList: MenuItem[];
  permissionList: PermissionEntry[];
  userInfo: UserInfo;
  sysConfigInfo: SysConfigInfo;
}

/** Answer of `GET /api/oauth/getConfig/{account}`. */
export interface LoginAccountConfig {
  enableVerificationCode: boolean;
  verificationCodeNumber: number;
}

/** Answer of `POST /api/oauth/Login` and `LoginBySms` (strict: nothing but the token and theme leaves). */
export const loginResultSchema = z.strictObject({
  token: z.string(),
  theme: z.enum(LAYOUT_THEMES),
});

/** Query of `GET /api/oauth/CurrentUser`. */
export const currentUserQuerySchema = z.object({
  /** enCode of the system to answer for. */
  systemCode: z.string().max(100).optional(),
  /** Id of the system to answer for. */
  systemId: z.string().max(32).optional(),
});
export type CurrentUserQuery = z.infer<typeof currentUserQuerySchema>;

/** Path parameter of `GET /api/oauth/getConfig/{account}`. */
export const accountParamsSchema = z.object({ account: z.string().max(200) });

/** Answer of `GET /api/oauth/getConfig/{account}` (strict). */
export const loginAccountConfigSchema = z.strictObject({
  enableVerificationCode: z.boolean(),
  verificationCodeNumber: z.number().int(),
});
