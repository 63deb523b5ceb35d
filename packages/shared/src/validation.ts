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

/** Every reusable pattern by name: the whole table of spec 02 section 5. */
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
  /** A national ID card number: 18 characters (birth date inside, last a digit or X) or the old 15 digits. */
  idCard: {
    pattern:
      /^(?:[1-9]\d{5}(?:18|19|20)\d{2}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3}[\dXx]|[1-9]\d{7}(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])\d{3})$/,
    messageKey: 'idCard',
    message: '请正确输入您的身份证号码',
  },
  /** A vehicle plate: province character, issuing letter, then five (six for new-energy) characters. */
  plate: {
    pattern:
      /^[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼][A-HJ-NP-Z](?:[A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]|[DF][A-HJ-NP-Z0-9]\d{4}|\d{5}[DF])$/,
    messageKey: 'plate',
    message: '请正确输入您的车牌号',
  },
  /** Chinese characters only. */
  chinese: { pattern: /^\p{Script=Han}+$/u, messageKey: 'chinese', message: '请正确输入中文' },
  /** A code: letters, digits and dots, no dot first or last. */
  enCode: {
    pattern: /^[A-Za-z0-9]+(\.[A-Za-z0-9]+)*$/,
    messageKey: 'enCode',
    message: '编码只能输入英文、数字和小数点且小数点不能放在首尾',
  },
  /** An account: letters and digits. */
  account: { pattern: /^[A-Za-z0-9]+$/, messageKey: 'account', message: '只能输入数字英文' },
  /** A name without special characters: letters of any script, digits, spaces and a few joiners. */
  fullName: {
    pattern: /^[\p{L}\p{M}\p{N} _\-.·&、()（）]+$/u,
    messageKey: 'fullName',
    message: '名称不能含有特殊符号',
  },
  /** A code of digits only. */
  numericCode: { pattern: /^\d+$/, messageKey: 'numericCode', message: '编码只能输入数字' },
  /** A duration in whole or half hours. */
  halfHours: { pattern: /^\d+(?:\.[05])?$/, messageKey: 'halfHours', message: '时间只能是整数和0.5的倍数' },
  /** A positive whole number. */
  positiveInteger: { pattern: /^[1-9]\d*$/, messageKey: 'positiveInteger', message: '请输入正整数' },
  /** A field (column) name: a letter, then letters, digits and underscores. */
  fieldName: {
    pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
    messageKey: 'fieldName',
    message: '只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头',
  },
} as const satisfies Record<string, PatternRule>;

export type PatternName = keyof typeof PATTERNS;

/** True when a value satisfies a named pattern. */
export function matchesPattern(name: PatternName, value: string): boolean {
  return PATTERNS[name].pattern.test(value);
}
