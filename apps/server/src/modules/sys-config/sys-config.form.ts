import {
  SYS_CONFIG_KEYS,
  SYS_CONFIG_LIMITS,
  sysConfigBodySchema,
  type SysConfigBody,
  type SysConfigSettings,
} from '@tessera/shared';
import type { z } from 'zod';
import { badRequest, type AppError } from '../../lib/errors';
import type { SysSettings } from './sys-config.service';

const TEXT_MAX: Partial<Record<keyof SysConfigBody, number>> = {
  title: 100,
  copyright: 200,
  companyName: 100,
  companyContacts: 50,
  companyTelePhone: 30,
};
const CHOICES: Partial<Record<keyof SysConfigBody, string>> = {
  singleLogin: '1, 2',
  lockType: '1, 2',
  enableVerificationCode: '0, 1',
  lastLoginTimeSwitch: '0, 1',
  forceChangeInitialPassword: '0, 1',
};
const RANGE_KEYS = {
  tokenTimeout: 'sysConfigTokenTimeout',
  passwordErrorsNumber: 'sysConfigPasswordErrorsNumber',
  lockTime: 'sysConfigLockTime',
  verificationCodeNumber: 'sysConfigVerificationCodeNumber',
} as const;

/** The clear message of the first problem of a settings body. */
function refusal(issue: z.core.$ZodIssue): AppError {
  if (issue.code === 'unrecognized_keys')
    return badRequest('sysConfigUnknownKey', { field: issue.keys[0] ?? '' });
  const field = String(issue.path[0] ?? '') as keyof SysConfigBody;
  if (field === 'sysName') return badRequest('sysConfigSysName');
  if (field === 'newUserDefaultPassword') return badRequest('sysConfigDefaultPassword');
  if (field.endsWith('Icon')) return badRequest('sysConfigIcon');
  const max = TEXT_MAX[field];
  if (max !== undefined) return badRequest('sysConfigText', { field, max });
  const values = CHOICES[field];
  if (values !== undefined) return badRequest('sysConfigChoice', { field, values });
  if (field in RANGE_KEYS) {
    const key = field as keyof typeof RANGE_KEYS;
    return badRequest(RANGE_KEYS[key], SYS_CONFIG_LIMITS[key]);
  }
  return badRequest('sysConfigUnknownKey', { field });
}

/** Parses a settings body against the closed schema; throws the clear message of the first problem. */
export function parseSettingsBody(input: unknown): SysConfigBody {
  const result = sysConfigBodySchema.safeParse(input);
  if (result.success) return result.data;
  throw refusal(result.error.issues[0]!);
}

/** The stored values of a settings body (the default password only when given). */
export function toStored(body: SysConfigBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of SYS_CONFIG_KEYS) {
    const value = body[key];
    if (value !== undefined) out[key] = String(value);
  }
  return out;
}

/**
 * The settings as every signed-in user may read them: no secret, only whether each is set (the
 * answer's strict schema refuses any other key under test).
 */
export function toForm(s: SysSettings): SysConfigSettings {
  const { info } = s;
  return {
    sysName: info.sysName,
    title: info.title,
    sysVersion: info.sysVersion,
    copyright: info.copyright,
    companyName: info.companyName,
    companyContacts: info.companyContacts,
    companyTelePhone: info.companyTelePhone,
    logoIcon: info.logoIcon,
    loginIcon: info.loginIcon,
    navigationIcon: info.navigationIcon,
    appIcon: info.appIcon,
    tokenTimeout: s.tokenTimeoutMinutes,
    singleLogin: s.singleLogin ? 1 : 2,
    passwordErrorsNumber: s.passwordErrorsNumber,
    lockType: s.lockType,
    lockTime: s.lockTimeMinutes,
    enableVerificationCode: s.enableVerificationCode ? 1 : 0,
    verificationCodeNumber: s.verificationCodeNumber,
    lastLoginTimeSwitch: s.lastLoginTimeSwitch ? 1 : 0,
    forceChangeInitialPassword: s.forceChangeInitialPassword ? 1 : 0,
    newUserDefaultPasswordSet: Boolean(s.raw.newUserDefaultPassword),
  };
}
