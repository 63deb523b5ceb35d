import { z } from 'zod';
import { answer, defineRoutes, menuAuth } from './route';

/**
 * Data permission schemes (`base_module_scheme`). A scheme is one of:
 * - all data: `all_data = 1`, no condition;
 * - own organisation: `{logic:'and', rules:[{field:'organizeId', op:'==', value:'@organizeId'}]}`;
 * - own organisation and below: `... op:'in', value:'@organizeAndSub'`;
 * - own records: `{field:'creatorUserId', op:'==', value:'@userId'}`;
 * - custom conditions: any rules over the menu's allowed fields.
 * Several schemes granted to one user combine with OR; the rules of one scheme with its `logic`.
 */

/** Comparison operators of a rule. `null`/`notNull` take no value; `in`/`notIn` take a list. */
export const DATA_SCOPE_OPS = [
  '==',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  'like',
  'notLike',
  'in',
  'notIn',
  'null',
  'notNull',
] as const;
export type DataScopeOp = (typeof DATA_SCOPE_OPS)[number];

/** Variables a rule value may name; resolved on the server per request. */
export const DATA_SCOPE_VARIABLES = [
  '@userId',
  '@organizeId',
  '@organizeAndSub',
  '@positionId',
  '@currentTime',
] as const;
export type DataScopeVariable = (typeof DATA_SCOPE_VARIABLES)[number];

/** Whether a value names a variable (known or not: unknown variables make the rule invalid). */
export const isDataScopeVariable = (v: unknown): v is string => typeof v === 'string' && v.startsWith('@');

/** One rule: a field of the menu's list, an operator and a literal or variable value. */
export const dataScopeRuleSchema = z
  .object({
    /** Field name from the menu's allow-list (e.g. `organizeId`, `creatorUserId`). */
    field: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/),
    /** Comparison operator. */
    op: z.enum(DATA_SCOPE_OPS),
    /** Literal, list of literals, or a variable such as `@organizeId`. */
    value: z
      .union([z.string().max(500), z.number().finite(), z.array(z.string().max(500)).max(1000)])
      .optional(),
  })
  .superRefine((rule, ctx) => {
    const needsValue = rule.op !== 'null' && rule.op !== 'notNull';
    if (needsValue && rule.value === undefined) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'required' });
    }
    if (
      isDataScopeVariable(rule.value) &&
      !(DATA_SCOPE_VARIABLES as readonly string[]).includes(rule.value)
    ) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'unknown variable' });
    }
  });
export type DataScopeRule = z.infer<typeof dataScopeRuleSchema>;

const conditionObject = z.object({
  /** How the rules of this scheme combine. */
  logic: z.enum(['and', 'or']).default('and'),
  /** At least one rule. */
  rules: z.array(dataScopeRuleSchema).min(1).max(50),
});

/** `condition_json` of a scheme; the older single-rule shape `{field, op, value}` is accepted and converted. */
export const dataScopeConditionSchema = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && !Array.isArray(raw) && 'field' in raw && !('rules' in raw)
      ? { logic: 'and', rules: [raw] }
      : raw,
  conditionObject,
);
export type DataScopeCondition = z.infer<typeof conditionObject>;

/** Parses a stored `condition_json` text; `null` when it is missing, not JSON or not a valid condition. */
export function parseDataScopeCondition(json: string | null | undefined): DataScopeCondition | null {
  if (!json) return null;
  try {
    const parsed = dataScopeConditionSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Query of `GET /api/permission/Authority/DataScope/Explain`. */
export const dataScopeExplainQuerySchema = z.object({
  /** The menu (id or en_code) whose list is asked about. */
  menuId: z.string().trim().min(1).max(100),
  /** The user whose view is explained. */
  userId: z.string().trim().min(1).max(64),
  /** The row of the menu's list. */
  rowId: z.string().trim().min(1).max(64),
});
export type DataScopeExplainQuery = z.infer<typeof dataScopeExplainQuerySchema>;

/** Why a row is (not) visible. */
export type DataScopeReason = 'administrator' | 'allData' | 'scheme' | 'noScheme' | 'noMenu';

/** One rule of an explained scheme. */
export interface DataScopeExplainRule {
  field: string;
  op: DataScopeOp;
  value: string | number | string[] | null;
  /** The value after resolving variables (an organisation subtree is summarised by its size). */
  resolved: string | number | string[] | null;
  matched: boolean;
}

/** One scheme the user holds for the menu. */
export interface DataScopeExplainScheme {
  id: string;
  fullName: string;
  matched: boolean;
  /** False when the condition is malformed or names a field outside the menu's allow-list. */
  valid: boolean;
  rules: DataScopeExplainRule[];
}

/** Answer of the explain call. */
export interface DataScopeExplain {
  visible: boolean;
  reason: DataScopeReason;
  /** Translated one-line reason. */
  message: string;
  schemes: DataScopeExplainScheme[];
}

/** Data permission tools of the permission administration (menu permission.authorize). */
export const dataScopeRoutes = defineRoutes({
  explain: {
    method: 'GET',
    path: '/api/permission/Authority/DataScope/Explain',
    auth: menuAuth('permission.authorize'),
    query: dataScopeExplainQuerySchema,
    answer: answer<DataScopeExplain>(),
    tags: ['data-scope'],
  },
});
