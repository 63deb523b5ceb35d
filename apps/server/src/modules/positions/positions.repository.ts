import type { Kysely } from 'kysely';
import { adminTable, NAME_AND_CODE, STATE_COLUMNS, type WrittenValues } from '../../db/admin-table';
import type { PositionTable } from './positions.table';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';

const COLUMNS = ['id', 'organize_id', ...NAME_AND_CODE, 'type', ...STATE_COLUMNS] as const;

/** Filter of a position list. */
export interface PositionFilter {
  keyword?: string;
  /** Only these organisations; undefined for all. */
  organizeIds?: string[];
  /** Only enabled positions. */
  enabledOnly?: boolean;
  /** Only these positions. */
  ids?: string[];
}

/** Values a position is written with. */
export type PositionValues = WrittenValues<PositionTable>;

/** The position table's list, find and write statements. */
export const positionRows = adminTable<DB, PositionValues>()({ table: 'base_position', columns: COLUMNS });

/** One position row. */
export type PositionRow = NonNullable<Awaited<ReturnType<typeof positionRows.find>>>;

/** Live positions matching a filter (list, count or page them with `positionRows`). */
export function filteredPositions(db: Kysely<DB>, dialect: DialectName, filter: PositionFilter) {
  let query = positionRows.live(db, dialect, filter);
  const { organizeIds, ids } = filter;
  if (organizeIds) query = query.where('organize_id', 'in', organizeIds.length ? organizeIds : ['']);
  return ids ? query.where('id', 'in', ids.length ? ids : ['']) : query;
}
