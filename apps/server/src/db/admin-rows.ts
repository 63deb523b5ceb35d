import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from './schema';

/** Administration tables whose rows carry a unique code and are soft-deleted. */
export type CodedTable = 'base_organize' | 'base_position' | 'base_group' | 'base_role';

/** The object types of `base_user_relation`. */
export type RelationType = 'Organize' | 'Position' | 'Role' | 'Group';

/** A count from an aggregate row (PostgreSQL answers bigint counts as text). */
export const toCount = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);

/** How many rows a filtered (not yet selecting) list query matches. */
export async function countRows<D, T extends keyof D>(
  query: SelectQueryBuilder<D, T, object>,
): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return toCount(row as { n: number } | undefined);
}

// The coded tables share these columns; one table's typing stands for all of them.
const coded = (table: CodedTable) => table as 'base_group';

/** Whether a live row other than `exceptId` already uses the code. */
export async function codeTaken(
  db: Kysely<DB>,
  table: CodedTable,
  enCode: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom(coded(table))
    .select('id')
    .where('en_code', '=', enCode)
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Soft-deletes a live row (history is kept). */
export async function softDelete(
  db: Kysely<DB>,
  table: CodedTable,
  id: string,
  userId: string,
  now: number,
): Promise<void> {
  await db
    .updateTable(coded(table))
    .set({ deleted_at: now, deleted_by: userId })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .execute();
}

/**
 * Live users tied to an object: through `base_user_relation` and, where given, through a column
 * of `base_user` itself (a user's main organisation or position).
 */
export async function relatedUserCount(
  db: Kysely<DB>,
  type: RelationType,
  id: string,
  mainColumn?: 'organize_id' | 'position_id',
): Promise<number> {
  const row = await db
    .selectFrom('base_user')
    .select((eb) => eb.fn.count<number>('base_user.id').distinct().as('n'))
    .where('base_user.deleted_at', 'is', null)
    .where((eb) => {
      const related = eb.exists(
        eb
          .selectFrom('base_user_relation')
          .select('base_user_relation.id')
          .whereRef('base_user_relation.user_id', '=', 'base_user.id')
          .where('base_user_relation.object_type', '=', type)
          .where('base_user_relation.object_id', '=', id),
      );
      return mainColumn ? eb.or([eb(`base_user.${mainColumn}`, '=', id), related]) : related;
    })
    .executeTakeFirst();
  return toCount(row);
}

/** The part of a select query {@link sortedPage} needs (any administration table's query has it). */
interface Orderable<Q> {
  orderBy(column: string, direction: 'asc' | 'desc'): Q;
  offset(n: number): Q;
  limit(n: number): Q;
}

/**
 * Orders an administration list: the caller's allow-listed column first, then the stable order
 * every such list shares (sort code, newest first, id); optionally one page.
 */
export function sortedPage<Q extends Orderable<Q>>(
  query: Q,
  column: string | undefined,
  desc: boolean | undefined,
  page?: { offset: number; limit: number },
): Q {
  let q = column ? query.orderBy(column, desc ? 'desc' : 'asc') : query;
  q = q.orderBy('sort_code', 'asc').orderBy('created_at', 'desc').orderBy('id', 'asc');
  return page ? q.offset(page.offset).limit(page.limit) : q;
}
