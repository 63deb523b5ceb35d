import { z } from 'zod';
import { pageQuerySchema, type Paged } from './list';
import { answer, defineRoutes } from './route';
import { PATTERNS } from './validation';

const optionalText = (max: number) => z.string().trim().max(max).nullish();
const patterned = (rule: { pattern: RegExp; message: string }, max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || rule.pattern.test(v), rule.message)
    .nullish();

/** Body of `PUT /api/permission/Users/Current/BaseInfo`: only the fields a user may edit about itself. */
export const baseInfoBodySchema = z.object({
  realName: z.string().trim().min(1).max(50),
  gender: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullish(),
  mobilePhone: patterned(PATTERNS.phone, 11),
  email: patterned(PATTERNS.email, 100),
  /** Epoch ms. */
  birthday: z.number().int().min(-2208988800000).max(4102444800000).nullish(),
  nation: optionalText(50),
  education: optionalText(50),
  signature: optionalText(500),
  urgentContacts: optionalText(50),
  urgentTelePhone: optionalText(30),
  postalAddress: optionalText(200),
});
export type BaseInfoBody = z.infer<typeof baseInfoBodySchema>;

/** Answer of `GET /api/permission/Users/Current/BaseInfo` (strict: no field of the user row leaks). */
export const baseInfoResultSchema = z.strictObject({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  gender: z.number().nullable(),
  mobilePhone: z.string(),
  email: z.string(),
  birthday: z.number().nullable(),
  nation: z.string(),
  education: z.string(),
  signature: z.string(),
  urgentContacts: z.string(),
  urgentTelePhone: z.string(),
  postalAddress: z.string(),
  headIcon: z.string(),
  /** Full path of the user's organisation (`Company/Department`), as the original platform names it. */
  organize: z.string(),
  /** The user's position name. */
  position: z.string(),
  /** The user's role names, comma-separated (the original's `roleId` carries names for display). */
  roleId: z.string(),
  /** The user's rank (职级); Tessera keeps no ranks, so always ''. */
  ranks: z.string(),
  manager: z.string(),
  creatorTime: z.number(),
  prevLogTime: z.number().nullable(),
});
export type BaseInfoResult = z.infer<typeof baseInfoResultSchema>;

/** Body of `POST /api/permission/Users/Current/Actions/ModifyPassword` (passwords as md5 hex). */
export const modifyPasswordBodySchema = z.object({
  oldPassword: z.string().regex(/^[0-9a-fA-F]{32}$/),
  password: z.string().regex(/^[0-9a-fA-F]{32}$/),
  code: z.string().max(20).optional(),
  timestamp: z.union([z.string(), z.number()]).optional(),
});
export type ModifyPasswordBody = z.infer<typeof modifyPasswordBodySchema>;

/** Body of `PUT /api/permission/Users/Current/major`. */
export const majorBodySchema = z.object({
  /** Organisation, position or system id. */
  majorId: z.string().min(1).max(64),
  /** `System` switches the application the user works in (remembered across sign-ins). */
  majorType: z.enum(['Organize', 'Position', 'System']),
});
export type MajorBody = z.infer<typeof majorBodySchema>;

/** One organisation or position of the user (`getUserOrganizes` / `getUserPositions`). */
export interface UserMajorItem {
  id: string;
  fullName: string;
  /** Organisations: the full path (company/department); positions: the organisation's name. */
  path: string;
  isDefault: boolean;
}

/** Query of `GET /api/permission/Users/Current/SystemLog`. */
export const profileLogQuerySchema = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** 1 sign-in, 5 operation. */
  category: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(5)]))
    .default(1),
  startTime: z.coerce.number().int().min(0).optional(),
  endTime: z.coerce.number().int().min(0).optional(),
});
export type ProfileLogQuery = z.infer<typeof profileLogQuerySchema>;

/** One row of the user's own log. */
export interface ProfileLogItem {
  id: string;
  creatorTime: number;
  type: number;
  ipAddress: string;
  platForm: string;
  requestURL: string;
  requestMethod: string;
  abstracts: string;
}

/** One subordinate (`GET Subordinate/{id}`; strict: a user row never leaks more). */
export const subordinateItemSchema = z.strictObject({
  id: z.string(),
  account: z.string(),
  realName: z.string(),
  headIcon: z.string(),
  organizeName: z.string(),
  positionName: z.string(),
  isLeaf: z.boolean(),
});
export type SubordinateItem = z.infer<typeof subordinateItemSchema>;

/** A menu in the `GET Authorize` tree with what the user may use of it. */
export interface AuthorizeMenu {
  id: string;
  fullName: string;
  enCode: string;
  icon: string;
  buttons: string[];
  columns: string[];
  forms: string[];
  children: AuthorizeMenu[];
}

/** Body of `POST /api/permission/Users/Current/SignImg`: a data URL or an uploaded file name. */
export const signImgBodySchema = z.object({
  signImg: z.string().min(1).max(300_000),
  isDefault: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type SignImgBody = z.infer<typeof signImgBodySchema>;

/** One signature image. */
export interface SignImgItem {
  id: string;
  signImg: string;
  isDefault: number;
  creatorTime: number;
}

/** Answer of `POST /api/file/Uploader/{type}`. */
export interface UploadResult {
  name: string;
  url: string;
  fileSize: number;
  fileExtension: string;
}

/**
 * The public image kinds (ADR 0022): raster images under server-made random names, served without a
 * session by `GET /api/file/Image/{type}/{name}`. Avatars, chat pictures and signatures; `annex` and
 * `annexpic` only for notice attachments made before the file widgets. Anything else is private.
 */
export const UPLOAD_TYPES = ['userAvatar', 'IM', 'annex', 'annexpic', 'signImg'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Largest avatar and chat image, in bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Most signature images per user. */
export const MAX_SIGN_IMAGES = 10;
/** Largest signature image, in bytes. */
export const MAX_SIGN_BYTES = 200 * 1024;

const CURRENT = '/api/permission/Users/Current';
const profileTags = ['profile'];
/** Path parameter `{id}` of the profile routes (as the server always took it: not trimmed). */
const profileIdParams = z.object({ id: z.string().min(1).max(64) });
/** Path parameter of `PUT Avatar/{name}`: a stored file name. */
const avatarParams = z.object({ name: z.string().min(1).max(200) });

/** The signed-in user's own profile (spec 01 section 7, "Current user"). */
export const profileRoutes = defineRoutes({
  baseInfo: {
    method: 'GET',
    path: `${CURRENT}/BaseInfo`,
    auth: 'user',
    answer: baseInfoResultSchema,
    tags: profileTags,
  },
  /** The schema keeps only the self-editable fields: account, roles or organisation are dropped. */
  saveBaseInfo: {
    method: 'PUT',
    path: `${CURRENT}/BaseInfo`,
    auth: 'user',
    body: baseInfoBodySchema,
    answer: answer<null>(),
    tags: profileTags,
  },
  avatar: {
    method: 'PUT',
    path: `${CURRENT}/Avatar/:name`,
    auth: 'user',
    params: avatarParams,
    answer: answer<null>(),
    tags: profileTags,
  },
  modifyPassword: {
    method: 'POST',
    path: `${CURRENT}/Actions/ModifyPassword`,
    auth: 'user',
    body: modifyPasswordBodySchema,
    answer: answer<null>(),
    tags: profileTags,
  },
  subordinates: {
    method: 'GET',
    path: `${CURRENT}/Subordinate/:id`,
    auth: 'user',
    params: profileIdParams,
    answer: z.array(subordinateItemSchema),
    tags: profileTags,
  },
  authorize: {
    method: 'GET',
    path: `${CURRENT}/Authorize`,
    auth: 'user',
    answer: answer<AuthorizeMenu[]>(),
    tags: profileTags,
  },
  systemLog: {
    method: 'GET',
    path: `${CURRENT}/SystemLog`,
    auth: 'user',
    query: profileLogQuerySchema,
    answer: answer<Paged<ProfileLogItem>>(),
    tags: profileTags,
  },
  organizes: {
    method: 'GET',
    path: `${CURRENT}/getUserOrganizes`,
    auth: 'user',
    answer: answer<UserMajorItem[]>(),
    tags: profileTags,
  },
  positions: {
    method: 'GET',
    path: `${CURRENT}/getUserPositions`,
    auth: 'user',
    answer: answer<UserMajorItem[]>(),
    tags: profileTags,
  },
  major: {
    method: 'PUT',
    path: `${CURRENT}/major`,
    auth: 'user',
    body: majorBodySchema,
    answer: answer<null>(),
    tags: profileTags,
  },
});

/** The caller's signature images: list, add, delete, set default. */
export const signImgRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: `${CURRENT}/SignImg`,
    auth: 'user',
    answer: answer<SignImgItem[]>(),
    tags: profileTags,
  },
  add: {
    method: 'POST',
    path: `${CURRENT}/SignImg`,
    auth: 'user',
    body: signImgBodySchema,
    answer: answer<{ id: string }>(),
    tags: profileTags,
  },
  remove: {
    method: 'DELETE',
    path: `${CURRENT}/:id/SignImg`,
    auth: 'user',
    params: profileIdParams,
    answer: answer<null>(),
    tags: profileTags,
  },
  setDefault: {
    method: 'PUT',
    path: `${CURRENT}/:id/SignImg`,
    auth: 'user',
    params: profileIdParams,
    answer: answer<null>(),
    tags: profileTags,
  },
});
