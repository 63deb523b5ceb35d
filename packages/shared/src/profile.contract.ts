import { z } from 'zod';
import { pageQuerySchema } from './list';
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

/** Answer of `GET /api/permission/Users/Current/BaseInfo`. */
export interface BaseInfoResult {
  id: string;
  account: string;
  realName: string;
  gender: number | null;
  mobilePhone: string;
  email: string;
  birthday: number | null;
  nation: string;
  education: string;
  signature: string;
  urgentContacts: string;
  urgentTelePhone: string;
  postalAddress: string;
  headIcon: string;
  organizeName: string;
  positionName: string;
  roleName: string;
  manager: string;
  creatorTime: number;
  prevLogTime: number | null;
}

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

/** One subordinate (`GET Subordinate/{id}`). */
export interface SubordinateItem {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  organizeName: string;
  positionName: string;
  isLeaf: boolean;
}

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

/** Upload types the file service accepts. */
export const UPLOAD_TYPES = ['userAvatar', 'IM', 'annex', 'annexpic', 'signImg'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Largest avatar and chat image, in bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Most signature images per user. */
export const MAX_SIGN_IMAGES = 10;
/** Largest signature image, in bytes. */
export const MAX_SIGN_BYTES = 200 * 1024;
