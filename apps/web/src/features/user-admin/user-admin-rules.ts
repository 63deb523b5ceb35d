import { PATTERNS } from '@tessera/shared';
import type { MessageKey } from '@/locales/zh';

type Translate = (key: MessageKey) => string;

/** Accounts: letters and digits only (spec 02 section 5, 只能输入数字英文). */
export const ACCOUNT_PATTERN = PATTERNS.account.pattern;

/** Account rules: required, at most 50, letters and digits. */
export function accountRules(t: Translate) {
  return [
    { required: true, whitespace: true, message: t('users.required.account') },
    { max: 50 },
    { pattern: ACCOUNT_PATTERN, message: t('users.validation.account') },
  ];
}

/** Mobile phone rules: optional, 11 digits starting 1 then 3-9. */
export function phoneRules(t: Translate) {
  return [{ pattern: PATTERNS.phone.pattern, message: t('validation.phone') }];
}

/** E-mail rules: optional, an address. */
export function emailRules(t: Translate) {
  return [{ max: 100 }, { pattern: PATTERNS.email.pattern, message: t('validation.email') }];
}

/** Password rules of the reset dialog: 6-16 letters and digits, not all of one kind. */
export function passwordRules(t: Translate) {
  return [
    { required: true, message: t('users.required.password') },
    { pattern: PATTERNS.password.pattern, message: t('validation.password') },
  ];
}

/** Ids with the main one first (the server takes the first as the main organisation or position). */
export function mainFirst(ids: readonly string[], main: string | undefined): string[] {
  if (!main || !ids.includes(main)) return [...ids];
  return [main, ...ids.filter((id) => id !== main)];
}

/**
 * Drops the columns whose field no row carries: the server leaves out the columns the caller is
 * not granted, so a column it removed shows nothing rather than dashes. Without rows, all stay.
 */
export function withPresentFields<C extends object>(columns: readonly C[], rows: readonly object[]): C[] {
  if (!rows.length) return [...columns];
  return columns.filter((c) => {
    const field = 'dataIndex' in c ? c.dataIndex : undefined;
    return typeof field !== 'string' || rows.some((r) => Object.hasOwn(r, field));
  });
}
