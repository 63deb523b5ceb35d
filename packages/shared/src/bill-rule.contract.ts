import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { adminRecordFields, idSchema } from './organize.contract';
import { answer, defineRoutes, menuAuth } from './route';

/** Date parts a number may carry (reference §6); `no` leaves the date out. */
export const BILL_DATE_FORMATS = [
  'YYYY',
  'YYYYMM',
  'YYYYMMDD',
  'YYYYMMDDHH',
  'YYYYMMDDHHmm',
  'YYYYMMDDHHmmss',
  'YYYYMMDDHHmmssSSS',
  'no',
] as const;
export type BillDateFormat = (typeof BILL_DATE_FORMATS)[number];

/** 1 date and serial, 2 random characters, 3 UUID. */
export const BILL_RULE_TYPES = [1, 2, 3] as const;
export type BillRuleType = (typeof BILL_RULE_TYPES)[number];

/** Random characters: 1 digits only, 2 upper-case letters and digits. */
export const BILL_RANDOM_TYPES = [1, 2] as const;
export type BillRandomType = (typeof BILL_RANDOM_TYPES)[number];

/** Bounds of the numbered part and of the affixes. */
export const BILL_LIMITS = {
  digitMin: 1,
  digitMax: 20,
  randomDigitMin: 1,
  randomDigitMax: 32,
  affixMax: 20,
  /** The start number is stored as a safe integer, whatever the digit count. */
  startMax: Number.MAX_SAFE_INTEGER,
} as const;

/** Characters a prefix or suffix may hold: letters, digits, Chinese characters, - _ . / # and @. */
export const BILL_AFFIX_PATTERN = /^[A-Za-z0-9\u4e00-\u9fa5_\-./#@]*$/;

const intIn = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const affix = z.string().trim().max(BILL_LIMITS.affixMax).default('');

/** Body of `POST /api/system/BillRule` and `PUT /{id}`. */
export const billRuleBodySchema = z.object({
  /** A `businessType` dictionary item code, or none. */
  categoryId: z.string().trim().max(64).nullish(),
  /** Text every number starts with. */
  prefix: affix,
  /** 1 date and serial, 2 random, 3 UUID. */
  type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .default(1),
  /** Date part of a type 1 number. */
  dateFormat: z.enum(BILL_DATE_FORMATS).default('YYYYMMDD'),
  /** Width of the zero-padded serial (type 1). */
  digit: intIn(BILL_LIMITS.digitMin, BILL_LIMITS.digitMax).default(4),
  /** First serial of each date part (type 1); must fit in `digit` digits. */
  startNumber: intIn(0, BILL_LIMITS.startMax).default(1),
  /** How many random characters (type 2). */
  randomDigit: intIn(BILL_LIMITS.randomDigitMin, BILL_LIMITS.randomDigitMax).default(6),
  /** 1 digits, 2 letters and digits (type 2). */
  randomType: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  /** Text every number ends with. */
  suffix: affix,
  ...adminRecordFields,
});
export type BillRuleBody = z.infer<typeof billRuleBodySchema>;

/** Query of `GET /api/system/BillRule` and `GET Selector`. */
export const billRuleListQuerySchema = pageQuerySchema.extend({
  /** Only this category (a `businessType` code). */
  categoryId: z.string().trim().max(64).optional(),
});
export type BillRuleListQuery = z.infer<typeof billRuleListQuerySchema>;

/** Path of `GET /api/system/BillRule/BillNumber/{code}`. */
export const billNumberParamsSchema = z.object({
  /** The rule's code. */
  code: z.string().trim().min(1).max(50),
});
export type BillNumberParams = z.infer<typeof billNumberParamsSchema>;

/** A rule in lists and in `GET /{id}` (strict: a field not named here never reaches a caller). */
export const billRuleItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  categoryId: z.string().nullable(),
  /** The category again, under the name the JNPF client reads. */
  category: z.string().nullable(),
  prefix: z.string(),
  type: z.literal(BILL_RULE_TYPES),
  dateFormat: z.enum(BILL_DATE_FORMATS),
  digit: z.number(),
  startNumber: z.number(),
  randomDigit: z.number(),
  randomType: z.literal(BILL_RANDOM_TYPES),
  suffix: z.string(),
  /** Serials handed out in the current date part, less one (0 after the first; -1 when the next is the start number). */
  thisNumber: z.number(),
  /** The last number handed out, or null before the first. */
  outputNumber: z.string().nullable(),
  /** Date part the serial counts in (type 1), or null before the first number. */
  serialDate: z.string().nullable(),
  sortCode: z.number(),
  enabledMark: z.number(),
  description: z.string().nullable(),
  creatorTime: z.number(),
  /** Who made it, as "realName/account" (null when unknown; the field the JNPF client reads). */
  creatorUser: z.string().nullable(),
  lastModifyTime: z.number().nullable(),
});
export type BillRuleItem = z.infer<typeof billRuleItemSchema>;

/** A row of the template dialog (spec 02: name, code, starting number; strict). */
export const billRuleSelectorItemSchema = z.strictObject({
  id: z.string(),
  fullName: z.string(),
  enCode: z.string(),
  categoryId: z.string().nullable(),
  startNumber: z.number(),
});
export type BillRuleSelectorItem = z.infer<typeof billRuleSelectorItemSchema>;

/** What the template dialog hands back. */
export interface BillRuleTemplate {
  fullName: string;
  enCode: string;
  startNumber: number;
}

/** The file `GET /{id}/Action/Export` answers and `POST Action/Import` takes (one rule or a list). */
export const billRuleExportSchema = billRuleBodySchema.extend({
  /** Marks the file as a bill rule export. */
  kind: z.literal('billRule'),
  version: z.literal(1),
});
export type BillRuleExport = z.infer<typeof billRuleExportSchema>;

/** An import file: one exported rule or an array of them (at most 500). */
export const billRuleImportSchema = z.union([
  billRuleExportSchema,
  z.array(billRuleExportSchema).min(1).max(500),
]);

const BILL_RULE = '/api/system/BillRule';
const BILL_RULE_MENU = 'system.billRule';
const tags = ['billRule'];
const idParams = z.object({ id: idSchema });

/** Numbering rules (menu system.billRule), the template selector and `BillNumber/{code}`. */
export const billRuleRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: BILL_RULE,
    auth: menuAuth(BILL_RULE_MENU),
    query: billRuleListQuerySchema,
    answer: pagedSchema(billRuleItemSchema),
    tags,
  },
  /** Rows of the template dialog. */
  selector: {
    method: 'GET',
    path: `${BILL_RULE}/Selector`,
    auth: 'user',
    query: billRuleListQuerySchema,
    answer: pagedSchema(billRuleSelectorItemSchema),
    tags,
  },
  /** Takes the next number of a rule; forms number their records with it, so any signed-in user may. */
  billNumber: {
    method: 'GET',
    path: `${BILL_RULE}/BillNumber/:code`,
    auth: 'user',
    params: billNumberParamsSchema,
    answer: answer<string>(),
    tags,
  },
  /** Multipart upload of one export file (field `file`): one rule or a list. */
  import: {
    method: 'POST',
    path: `${BILL_RULE}/Action/Import`,
    auth: menuAuth(BILL_RULE_MENU, 'btn_upload'),
    answer: answer<{ ids: string[] }>(),
    tags,
  },
  create: {
    method: 'POST',
    path: BILL_RULE,
    auth: menuAuth(BILL_RULE_MENU, 'btn_add'),
    body: billRuleBodySchema,
    answer: answer<{ id: string }>(),
    tags,
  },
  info: {
    method: 'GET',
    path: `${BILL_RULE}/:id`,
    auth: menuAuth(BILL_RULE_MENU),
    params: idParams,
    answer: billRuleItemSchema,
    tags,
  },
  update: {
    method: 'PUT',
    path: `${BILL_RULE}/:id`,
    auth: menuAuth(BILL_RULE_MENU, 'btn_edit'),
    params: idParams,
    body: billRuleBodySchema,
    answer: answer<null>(),
    tags,
  },
  /** Flips the rule between enabled and disabled; answers the new state. */
  toggleState: {
    method: 'PUT',
    path: `${BILL_RULE}/:id/Actions/State`,
    auth: menuAuth(BILL_RULE_MENU, 'btn_edit'),
    params: idParams,
    answer: answer<{ enabledMark: number }>(),
    tags,
  },
  remove: {
    method: 'DELETE',
    path: `${BILL_RULE}/:id`,
    auth: menuAuth(BILL_RULE_MENU, 'btn_remove'),
    params: idParams,
    answer: answer<null>(),
    tags,
  },
  /** The rule's export file (an envelope; the web saves its data). */
  export: {
    method: 'GET',
    path: `${BILL_RULE}/:id/Action/Export`,
    auth: menuAuth(BILL_RULE_MENU, 'btn_download'),
    params: idParams,
    answer: answer<BillRuleExport>(),
    tags,
  },
});

/** A rule problem the schema cannot see alone: a message key plus its values. */
export interface BillRuleProblem {
  key: 'billStartTooLong' | 'billPrefixInvalid' | 'billSuffixInvalid';
  params: Record<string, string | number>;
}

/** Cross-field checks shared by the server and the form: start fits digit, affix characters. */
export function billRuleProblem(
  rule: Pick<BillRuleBody, 'type' | 'digit' | 'startNumber' | 'prefix' | 'suffix'>,
): BillRuleProblem | null {
  if (!BILL_AFFIX_PATTERN.test(rule.prefix)) return { key: 'billPrefixInvalid', params: {} };
  if (!BILL_AFFIX_PATTERN.test(rule.suffix)) return { key: 'billSuffixInvalid', params: {} };
  if (rule.type === 1 && String(rule.startNumber).length > rule.digit)
    return { key: 'billStartTooLong', params: { digit: rule.digit } };
  return null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The date part of a number at `at` (local time of the caller), '' for `no`. */
export function formatBillDate(at: Date, format: BillDateFormat): string {
  if (format === 'no') return '';
  const full =
    String(at.getFullYear()).padStart(4, '0') +
    pad2(at.getMonth() + 1) +
    pad2(at.getDate()) +
    pad2(at.getHours()) +
    pad2(at.getMinutes()) +
    pad2(at.getSeconds()) +
    String(at.getMilliseconds()).padStart(3, '0');
  return full.slice(0, format.length);
}

/** `serial` zero-padded to `digit`; null when it does not fit. */
export function padSerial(serial: number, digit: number): string | null {
  const text = String(serial);
  return text.length > digit ? null : text.padStart(digit, '0');
}

/** A type 1 number: prefix, date part, zero-padded serial, suffix; null on overflow. */
export function formatSerialNumber(
  rule: Pick<BillRuleBody, 'prefix' | 'suffix' | 'digit'>,
  datePart: string,
  serial: number,
): string | null {
  const padded = padSerial(serial, rule.digit);
  return padded === null ? null : `${rule.prefix}${datePart}${padded}${rule.suffix}`;
}

/**
 * How the next number will look, for the page and the form: type 1 shows the real date part and
 * serial (the start number, or the one after `outputNumber`'s when it is today's), type 2 shows
 * `randomDigit` placeholders (9 or X) and type 3 a UUID's shape.
 */
export function previewBillNumber(
  rule: Pick<
    BillRuleBody,
    'type' | 'prefix' | 'suffix' | 'digit' | 'startNumber' | 'dateFormat' | 'randomDigit' | 'randomType'
  > & { thisNumber?: number; serialDate?: string | null },
  at: Date = new Date(),
): string {
  if (rule.type === 2)
    return `${rule.prefix}${(rule.randomType === 1 ? '9' : 'X').repeat(rule.randomDigit)}${rule.suffix}`;
  if (rule.type === 3) return `${rule.prefix}xxxxxxxx-xxxx-4xxx-xxxx-xxxxxxxxxxxx${rule.suffix}`;
  const datePart = formatBillDate(at, rule.dateFormat);
  const continues = rule.serialDate !== undefined && rule.serialDate !== null && rule.serialDate >= datePart;
  const serial = rule.startNumber + (continues ? (rule.thisNumber ?? 0) + 1 : 0);
  return (
    formatSerialNumber(rule, continues ? rule.serialDate! : datePart, serial) ??
    `${rule.prefix}${datePart}${'9'.repeat(rule.digit)}${rule.suffix}`
  );
}
