import {
  DYNAMIC_IDENTIFIER,
  DYNAMIC_IDENTIFIER_MAX,
  DYNAMIC_STANDARD_COLUMNS,
  identifierProblem,
} from '../dynamic-table.contract';
import { problem, type DesignProblem } from './problems';
import { fieldName, holdsValue, type WalkedField } from './walk';

/** The column of a sub-table's table that holds the main row's id (made by the table layer). */
export const SUB_TABLE_FOREIGN_KEY = 'parent_id';

const STANDARD = new Set<string>(DYNAMIC_STANDARD_COLUMNS);

/** Why a field name is refused, as a problem code (`null`: acceptable). */
export function fieldNameProblem(
  name: string,
  isColumn: boolean,
  inSubTable: boolean,
): DesignProblem['code'] | null {
  const found = identifierProblem(name);
  if (found === 'pattern') return 'formDesignFieldNamePattern';
  if (found === 'length') return 'formDesignFieldNameTooLong';
  if (!isColumn) return null;
  if (found === 'reserved') return 'formDesignFieldNameReserved';
  const lower = name.toLowerCase();
  if (STANDARD.has(lower) || (inSubTable && lower === SUB_TABLE_FOREIGN_KEY))
    return 'formDesignFieldNameStandard';
  return null;
}

/**
 * Field names (form-model.md §2, ADR 0014): every value widget and sub-table has a vModel that
 * makes a safe column name, unique ignoring case among the main table's fields and within each
 * sub-table's columns.
 */
export function checkFieldNames(walked: readonly WalkedField[]): DesignProblem[] {
  const out: DesignProblem[] = [];
  const scopes = new Map<string, Map<string, WalkedField>>();
  for (const w of walked) {
    const { field, kind } = w;
    if (!kind || kind.value === 'none') continue;
    const isTable = kind.key === 'table';
    const isColumn = holdsValue(field, kind);
    const name = typeof field.__vModel__ === 'string' ? field.__vModel__ : '';
    const params = { field: fieldName(field), name: name.slice(0, 80) };
    if (!name) {
      if (isColumn || isTable)
        out.push(problem('formDesignFieldNameMissing', w.path, params, field.__config__.formId));
      continue;
    }
    const code = fieldNameProblem(name, isColumn, Boolean(w.table));
    if (code) {
      const extra: Record<string, number> =
        code === 'formDesignFieldNameTooLong' ? { max: DYNAMIC_IDENTIFIER_MAX } : {};
      out.push(problem(code, w.path, { ...params, ...extra }, field.__config__.formId));
      continue;
    }
    const scopeKey = w.table && !isTable ? `table:${w.table.__vModel__ ?? ''}` : 'main';
    const scope = scopes.get(scopeKey) ?? new Map<string, WalkedField>();
    scopes.set(scopeKey, scope);
    const other = scope.get(name.toLowerCase());
    if (other)
      out.push(
        problem(
          'formDesignFieldNameDuplicate',
          w.path,
          { ...params, other: fieldName(other.field) },
          field.__config__.formId,
        ),
      );
    else scope.set(name.toLowerCase(), w);
  }
  return out;
}

/** Whether a string can be a field name at all (the designer's as-you-type check). */
export const isFieldNameShape = (name: string): boolean =>
  DYNAMIC_IDENTIFIER.test(name) && name.length <= DYNAMIC_IDENTIFIER_MAX;
