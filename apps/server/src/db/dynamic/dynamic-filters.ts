import type { DynamicFilter, DynamicListQuery } from '@tessera/shared';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../../lib/errors';
import type { DialectName } from '../database';
import { escapeLike } from '../dialect';
import type { ReadableColumn } from './columns';
import { ident } from './quote';
import { encodeValue, InvalidValueError, type Bound } from './values';

const COMPARE = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

/** The column a caller names, or a 400 naming it: only described and standard columns exist. */
export function columnNamed(columns: ReadonlyMap<string, ReadableColumn>, name: string): ReadableColumn {
  const column = columns.get(name);
  if (!column) throw badRequest('dynamicUnknownField', { field: name.slice(0, 64) });
  return column;
}

function bound(column: ReadableColumn, value: unknown, dialect: DialectName): Bound {
  if (value === null || value === undefined || Array.isArray(value))
    throw badRequest('dynamicValueInvalid', { field: column.name });
  try {
    return encodeValue(column.field, value, dialect);
  } catch (error) {
    if (error instanceof InvalidValueError) throw badRequest('dynamicValueInvalid', { field: column.name });
    throw error;
  }
}

/** One filter as a where-expression over a checked column, its values bound. */
export function filterExpression(
  columns: ReadonlyMap<string, ReadableColumn>,
  filter: DynamicFilter,
  dialect: DialectName,
): Expression<SqlBool> {
  const column = columnNamed(columns, filter.field);
  const ref = ident(column.name);
  if (filter.op === 'null') return sql<SqlBool>`${ref} is null`;
  if (filter.op === 'notNull') return sql<SqlBool>`${ref} is not null`;
  const kind = column.field.kind;
  if (kind === 'json') throw badRequest('dynamicValueInvalid', { field: column.name });
  if (filter.op === 'in') {
    const list = Array.isArray(filter.value) ? filter.value : [filter.value];
    if (!list.length) return sql<SqlBool>`1 = 0`;
    return sql<SqlBool>`${ref} in (${sql.join(list.map((v) => sql.val(bound(column, v, dialect))))})`;
  }
  if (filter.op === 'like') {
    if ((kind !== 'string' && kind !== 'text') || typeof filter.value !== 'string')
      throw badRequest('dynamicValueInvalid', { field: column.name });
    const pattern = `%${escapeLike(filter.value)}%`;
    const op = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
    return sql<SqlBool>`${ref} ${op} ${pattern} escape '\\'`;
  }
  return sql<SqlBool>`${ref} ${sql.raw(COMPARE[filter.op])} ${sql.val(bound(column, filter.value, dialect))}`;
}

/** `order by` over checked columns, `id` last so pages never overlap. */
export function orderBy(
  columns: ReadonlyMap<string, ReadableColumn>,
  sort: NonNullable<DynamicListQuery['sort']>,
): RawBuilder<unknown> {
  const parts = sort.map((s) => {
    const column = columnNamed(columns, s.field);
    if (column.field.kind === 'json') throw badRequest('dynamicValueInvalid', { field: column.name });
    return sql`${ident(column.name)} ${sql.raw(s.desc ? 'desc' : 'asc')}`;
  });
  if (!sort.some((s) => s.field === 'id')) parts.push(sql`${ident('id')} asc`);
  return sql.join(parts);
}
