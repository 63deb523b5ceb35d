import { authHeads } from './auth.heads';
import { z } from 'zod';
import { answer, defineRoutes, menuAuth } from './route';
import { PATTERNS } from './validation';

/**
 * Where a system icon may point: an image stored through the file upload module (sniffed raster
 * image, server-made name, served with its real type), never an outside address or a data URL.
 */
export const SYS_ICON_URL = /^\/api\/file\/Image\/annexpic\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

/** Bounds of the numeric settings (inclusive). */
export const SYS_CONFIG_LIMITS = {
  /** Minutes a session lives without activity. */
  tokenTimeout: { min: 5, max: 43200 },
  /** Wrong passwords in a row before the account locks. */
  passwordErrorsNumber: { min: 1, max: 100 },
  /** Minutes a timed lock lasts. */
  lockTime: { min: 1, max: 1440 },
  /** Characters of the image verification code. */
  verificationCodeNumber: { min: 3, max: 6 },
} as const;

const ranged = (key: keyof typeof SYS_CONFIG_LIMITS) =>
  z.number().int().min(SYS_CONFIG_LIMITS[key].min).max(SYS_CONFIG_LIMITS[key].max);
const text = (max: number) => z.string().trim().max(max);
const icon = z.union([z.literal(''), z.string().regex(SYS_ICON_URL)]);
const flag = z.union([z.literal(0), z.literal(1)]);

/** Body of `PUT /api/system/SysConfig` (closed: an unknown key is refused). */
export const sysConfigBodySchema = z
  .object({
    /** Product name on the sign-in page and the shell. */
    sysName: text(50).min(1),
    /** Browser tab title. */
    title: text(100),
    /** Footer line of the sign-in page. */
    copyright: text(200),
    companyName: text(100),
    companyContacts: text(50),
    companyTelePhone: text(30),
    /** Logo of the shell's top bar. */
    logoIcon: icon,
    /** Logo of the sign-in page. */
    loginIcon: icon,
    /** Icon of the navigation. */
    navigationIcon: icon,
    /** Icon of the mobile app. */
    appIcon: icon,
    /** Minutes a session lives without activity. */
    tokenTimeout: ranged('tokenTimeout'),
    /** 1 one session per user (a new sign-in ends the older one), 2 many. */
    singleLogin: z.union([z.literal(1), z.literal(2)]),
    /** Wrong passwords in a row before the account locks. */
    passwordErrorsNumber: ranged('passwordErrorsNumber'),
    /** 1 locked until an administrator unlocks it, 2 locked for lockTime minutes. */
    lockType: z.union([z.literal(1), z.literal(2)]),
    /** Minutes a timed lock lasts. */
    lockTime: ranged('lockTime'),
    /** 1: password sign-in asks for an image verification code. */
    enableVerificationCode: flag,
    /** Characters of the image verification code. */
    verificationCodeNumber: ranged('verificationCodeNumber'),
    /** 1: the shell shows the previous sign-in time. */
    lastLoginTimeSwitch: flag,
    /** 1: a user whose password an administrator set must change it at first sign-in; left out to keep it. */
    forceChangeInitialPassword: flag.optional(),
    /**
     * A secret: the initial password of imported users; write-only (left out to keep the current
     * one, never answered). Must pass the password rule.
     */
    newUserDefaultPassword: z.string().regex(PATTERNS.password.pattern).optional(),
  })
  .strict();
export type SysConfigBody = z.infer<typeof sysConfigBodySchema>;

/** Settings that are secrets: written by administrators, never part of any answer. */
export const SYS_CONFIG_SECRET_KEYS = ['newUserDefaultPassword'] as const;
export type SysConfigSecretKey = (typeof SYS_CONFIG_SECRET_KEYS)[number];

const secretSet = Object.fromEntries(SYS_CONFIG_SECRET_KEYS.map((k) => [`${k}Set`, z.boolean()])) as Record<
  `${SysConfigSecretKey}Set`,
  z.ZodBoolean
>;

/**
 * Answer of `GET /api/system/SysConfig` (every signed-in user; strict, so a secret never leaks):
 * every non-secret setting, the read-only version, and for each secret only whether it is set.
 */
export const sysConfigSettingsSchema = sysConfigBodySchema
  .omit({ newUserDefaultPassword: true })
  .required()
  .extend({
    /** Product version (read-only). */
    sysVersion: z.string(),
    ...secretSet,
  })
  .strict();
export type SysConfigSettings = z.infer<typeof sysConfigSettingsSchema>;

/** The keys of a settings body, in form order. */
export const SYS_CONFIG_KEYS = Object.keys(sysConfigBodySchema.shape) as (keyof SysConfigBody)[];

const SYS_CONFIG = '/api/system/SysConfig';
const SYS_CONFIG_MENU = 'system.sysConfig';

/** System settings (menu system.sysConfig) and the sign-in's image verification code. */
export const sysConfigRoutes = defineRoutes({
  /** The non-secret settings, for every signed-in user (the original client's shell reads them). */
  get: {
    method: 'GET',
    path: SYS_CONFIG,
    auth: 'user',
    answer: sysConfigSettingsSchema,
    tags: ['system'],
  },
  /** The closed schema runs in the handler, which answers a message per setting. */
  save: {
    method: 'PUT',
    path: SYS_CONFIG,
    auth: menuAuth(SYS_CONFIG_MENU, 'btn_edit'),
    body: z.record(z.string(), z.unknown()),
    answer: answer<null>(),
    tags: ['system'],
  },
  /** An SVG image code (raw, not an envelope); its length is the setting's, whatever is asked. */
  imageCode: {
    ...authHeads.imageCode,
    params: z.object({
      codeLength: z.string().max(2),
      /** The client's key for this code (sent back as `timestamp` with the sign-in). */
      timestamp: z.string().regex(/^[\w-]{6,50}$/),
    }),
  },
});
