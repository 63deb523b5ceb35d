import { adminTable, NAME_AND_CODE, STATE_COLUMNS, type WrittenValues } from '../../db/admin-table';
import type { GroupTable } from './groups.table';
import type { DB } from '../../db/schema';

const COLUMNS = ['id', ...NAME_AND_CODE, 'type', ...STATE_COLUMNS] as const;

/** Values a group is written with. */
export type GroupValues = WrittenValues<GroupTable>;

/** The group table's list, find and write statements. */
export const groupRows = adminTable<DB, GroupValues>()({ table: 'base_group', columns: COLUMNS });

/** One group row. */
export type GroupRow = NonNullable<Awaited<ReturnType<typeof groupRows.find>>>;
