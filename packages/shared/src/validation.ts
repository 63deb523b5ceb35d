/**
 * Reusable field patterns (spec 02 section 5), one table: the pattern and the key of its message
 * in the web catalogue (`validation.<key>`). Later issues add rows; the shape stays the same.
 */
export interface PatternRule {
  /** The whole value must match. */
  pattern: RegExp;
  /** Key under `validation.` in the web locales. */
  messageKey: string;
  /** The Chinese message of the spec, for the server and documentation. */
  message: string;
}

/** Every reusable pattern by name. */
export const PATTERNS = {
  /** 11 digits starting with 1 then 3-9. */
  phone: { pattern: /^1[3-9]\d{9}$/, messageKey: 'phone', message: '请正确输入您的手机号' },
  /** 6-16 letters and digits, not all digits nor all letters. */
  password: {
    pattern: /^(?![0-9]+$)(?![a-zA-Z]+$)[0-9A-Za-z]{6,16}$/,
    messageKey: 'password',
    message: '6-16位字符的密码（数字和字母组成）',
  },
  /** An e-mail address. */
  email: {
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
    messageKey: 'email',
    message: '请正确输入您的邮箱地址',
  },
} as const satisfies Record<string, PatternRule>;

export type PatternName = keyof typeof PATTERNS;

/** True when a value satisfies a named pattern. */
export function matchesPattern(name: PatternName, value: string): boolean {
  return PATTERNS[name].pattern.test(value);
}
