import type { UserAdminInfo, UserBody } from '@tessera/shared';
import type { ScopeFields } from '../../db/data-scope';

/** The menu of the user administration. */
export const USER_MENU = 'permission.user';

/** Fields a data scheme of the user administration may name, with the columns they stand for. */
export const USER_SCOPE_FIELDS: ScopeFields = {
  id: { column: 'base_user.id', type: 'string' },
  account: { column: 'base_user.account', type: 'string' },
  realName: { column: 'base_user.real_name', type: 'string' },
  gender: { column: 'base_user.gender', type: 'number' },
  mobilePhone: { column: 'base_user.mobile_phone', type: 'string' },
  email: { column: 'base_user.email', type: 'string' },
  organizeId: { column: 'base_user.organize_id', type: 'string' },
  positionId: { column: 'base_user.position_id', type: 'string' },
  managerId: { column: 'base_user.manager_id', type: 'string' },
  enabledMark: { column: 'base_user.enabled_mark', type: 'number' },
  sortCode: { column: 'base_user.sort_code', type: 'number' },
  creatorUserId: { column: 'base_user.created_by', type: 'string' },
  creatorTime: { column: 'base_user.created_at', type: 'number' },
};

/** Column codes of the list (base_module_column) -> the answer fields they show. */
const COLUMN_FIELDS: Record<string, (keyof UserAdminInfo)[]> = {
  account: ['account'],
  realName: ['realName'],
  mobilePhone: ['mobilePhone'],
  organizeName: ['organize'],
};

/** Body fields behind form permissions. */
export type FormField = Extract<keyof UserBody, 'account' | 'realName' | 'email'>;

/** Form codes (base_module_form) -> the answer and body fields they hold. */
const FORM_FIELDS: Record<string, FormField[]> = {
  account: ['account'],
  realName: ['realName'],
  email: ['email'],
};

/** An answer without the fields behind hidden columns or form fields. */
export function withoutHidden<T extends object>(item: T, hidden: Set<string>, kind: 'column' | 'form'): T {
  if (!hidden.size) return item;
  const map = kind === 'column' ? COLUMN_FIELDS : FORM_FIELDS;
  const out = { ...item } as Record<string, unknown>;
  for (const code of hidden) for (const key of map[code] ?? []) delete out[key];
  return out as T;
}

/** The body fields behind the hidden form codes. */
export const hiddenBodyFields = (hidden: Set<string>) =>
  [...hidden].flatMap((code) => FORM_FIELDS[code] ?? []);
