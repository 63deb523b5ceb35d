import {
  parseDataScopeCondition,
  type DataScopeCondition,
  type DataScopeRule,
  type DataScopeVariable,
} from '@tessera/shared';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { DialectName } from './database';
import { escapeLike } from './dialect';

// Data permission schemes compiled into SQL (ADR 0008). Field names come from a per-menu
// allow-list and become column references written by us; every value is a bound parameter.

/** A field a menu's schemes may name: the column it stands for and how its values compare. */
export interface ScopeField {
  /** Qualified column (`table.column`), a constant of the code, never caller text. */
  column: string;
  type: 'string' | 'number';
}

/** Field name -> column: the only fields the schemes of one menu may use. */
export type ScopeFields = Readonly<Record<string, ScopeField>>;

/** A stored scheme (`base_module_scheme`). */
export interface SchemeRow {
  id: string;
  en_code: string;
  full_name: string;
  all_data: number;
  condition_json: string | null;
}

/** The values of the variables for one caller, resolved once per request. */
export interface ScopeVariables {
  userId: string;
  /** The caller's main organisation (none: rules on it match nothing). */
  organizeId: string | null;
  /** That organisation and every organisation below it. */
  organizeAndSub: string[];
  positionId: string | null;
  currentTime: number;
}

/** What a caller may see of one menu's rows. */
export type DataScope =
  | { restricted: false; reason: 'administrator' | 'allData' }
  | { restricted: true; reason: 'scheme' | 'noScheme'; schemes: SchemeRow[]; vars: ScopeVariables };

/** A scheme whose condition is malformed or names a field outside the allow-list: it grants nothing. */
export class InvalidSchemeError extends Error {}

const NONE = sql<SqlBool>`1 = 0`;
const ALL = sql<SqlBool>`1 = 1`;

type Scalar = string | number;
type Resolved = Scalar | Scalar[] | null;

const VARIABLES: Record<DataScopeVariable, (v: ScopeVariables) => Resolved> = {
  '@userId': (v) => v.userId,
  '@organizeId': (v) => v.organizeId,
  '@organizeAndSub': (v) => v.organizeAndSub,
  '@positionId': (v) => v.positionId,
  '@currentTime': (v) => v.currentTime,
};

/** A rule's value with its variable (if any) replaced by the caller's value. */
export function resolveValue(value: DataScopeRule['value'], vars: ScopeVariables): Resolved {
  if (value === undefined) return null;
  if (typeof value === 'string' && value.startsWith('@')) {
    const get = VARIABLES[value as DataScopeVariable] as ((v: ScopeVariables) => Resolved) | undefined;
    if (!get) throw new InvalidSchemeError(`unknown variable ${value}`);
    return get(vars);
  }
  return value;
}

function scalarFor(field: ScopeField, value: Scalar): Scalar {
  if (field.type === 'string') return String(value);
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || (typeof value === 'string' && value.trim() === ''))
    throw new InvalidSchemeError(`not a number: ${String(value)}`);
  return n;
}

const COMPARE = { '==': '=', '!=': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=' } as const;

function likeExpression(dialect: DialectName, column: string, text: string, negate: boolean) {
  const pattern = `%${escapeLike(text)}%`;
  const op = sql.raw(`${negate ? 'not ' : ''}${dialect === 'postgres' ? 'ilike' : 'like'}`);
  return sql<SqlBool>`${sql.ref(column)} ${op} ${pattern} escape '\\'`;
}

/** One rule as a where-expression; throws {@link InvalidSchemeError} when it cannot be compiled. */
export function compileRule(
  rule: DataScopeRule,
  fields: ScopeFields,
  vars: ScopeVariables,
  dialect: DialectName,
): Expression<SqlBool> {
  const field = Object.hasOwn(fields, rule.field) ? fields[rule.field] : undefined;
  if (!field) throw new InvalidSchemeError(`field not allowed: ${rule.field}`);
  const ref = sql.ref(field.column);
  if (rule.op === 'null') return sql<SqlBool>`${ref} is null`;
  if (rule.op === 'notNull') return sql<SqlBool>`${ref} is not null`;
  const resolved = resolveValue(rule.value, vars);
  const isList = Array.isArray(resolved);
  if (rule.op === 'in' || rule.op === 'notIn' || (isList && (rule.op === '==' || rule.op === '!='))) {
    const list = (isList ? resolved : resolved === null ? [] : [resolved]).map((x) => scalarFor(field, x));
    const negate = rule.op === 'notIn' || rule.op === '!=';
    if (!list.length) return negate ? ALL : NONE;
    const values = sql.join(list.map((x) => sql.val(x)));
    return negate ? sql<SqlBool>`${ref} not in (${values})` : sql<SqlBool>`${ref} in (${values})`;
  }
  if (isList) throw new InvalidSchemeError(`a list needs in/notIn, not ${rule.op}`);
  // A variable with no value (a caller without an organisation) matches nothing.
  if (resolved === null) return NONE;
  if (rule.op === 'like' || rule.op === 'notLike')
    return likeExpression(dialect, field.column, String(resolved), rule.op === 'notLike');
  const op = sql.raw(COMPARE[rule.op]);
  return sql<SqlBool>`${ref} ${op} ${sql.val(scalarFor(field, resolved))}`;
}

/** A whole condition (its rules joined by its logic). */
export function compileCondition(
  condition: DataScopeCondition,
  fields: ScopeFields,
  vars: ScopeVariables,
  dialect: DialectName,
): Expression<SqlBool> {
  const parts = condition.rules.map((r) => compileRule(r, fields, vars, dialect));
  const glue = sql.raw(condition.logic === 'or' ? ' or ' : ' and ');
  return sql<SqlBool>`(${sql.join(parts, glue)})`;
}

/** A stored scheme as a where-expression, or `null` when it is invalid (and grants nothing). */
export function compileScheme(
  scheme: SchemeRow,
  fields: ScopeFields,
  vars: ScopeVariables,
  dialect: DialectName,
): Expression<SqlBool> | null {
  if (Number(scheme.all_data) === 1) return ALL;
  const condition = parseDataScopeCondition(scheme.condition_json);
  if (!condition) return null;
  try {
    return compileCondition(condition, fields, vars, dialect);
  } catch (error) {
    if (error instanceof InvalidSchemeError) return null;
    throw error;
  }
}

/** The where-expression of a scope: `undefined` means no restriction; no valid scheme means no rows. */
export function scopeWhere(
  scope: DataScope,
  fields: ScopeFields,
  dialect: DialectName,
): Expression<SqlBool> | undefined {
  if (!scope.restricted) return undefined;
  const parts = scope.schemes
    .map((s) => compileScheme(s, fields, scope.vars, dialect))
    .filter((e): e is Expression<SqlBool> => e !== null);
  if (!parts.length) return NONE;
  return sql<SqlBool>`(${sql.join(parts, sql.raw(' or '))})`;
}
