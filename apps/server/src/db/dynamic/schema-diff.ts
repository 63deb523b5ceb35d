import type { DynamicTable, ServerMessageKey } from '@tessera/shared';
import { wantedColumns, wantedIndexes, type WantedColumn, type WantedIndex } from './layout';
import { describeStorage, isWidening, sameStorage, type Storage } from './storage';

// Pure: the live table (from the catalogue) and the wanted description -> the changes to make.

/** A live column as the catalogue shows it (`storage: null`: a type this layer never writes). */
export interface LiveColumn {
  name: string;
  storage: Storage | null;
  /** The type as the catalogue spells it (kept as-is when SQLite rebuilds the table). */
  declared: string;
}

/** The live table: its columns in order and the names of its indexes. */
export interface LiveTable {
  columns: LiveColumn[];
  indexes: string[];
}

/** One change to the table. */
export type SchemaChange =
  | { kind: 'createTable'; columns: WantedColumn[] }
  | { kind: 'addColumn'; column: WantedColumn }
  /** `widening`: every value fits; otherwise allowed only while the column holds no value. */
  | { kind: 'alterColumn'; name: string; from: Storage; to: Storage; widening: boolean }
  /** A field removed from the description: the column and its data stay, unused. */
  | { kind: 'retireColumn'; name: string }
  | { kind: 'createIndex'; index: WantedIndex }
  | { kind: 'dropIndex'; name: string };

/** A change that is never made, with the message that says why (naming the field). */
export interface Refusal {
  key: ServerMessageKey;
  params: Record<string, string>;
}

/** The plan for one table. */
export interface SchemaPlan {
  changes: SchemaChange[];
  refusals: Refusal[];
}

const notManaged = (table: string, column?: string): Refusal => ({
  key: 'dynamicTableNotManaged',
  params: { table: column ? `${table}.${column}` : table },
});

/** How a table is applied. */
export interface DiffOptions {
  /**
   * The table is shared with other designs (bound, ADR 0025 amendment): only additions. Indexes
   * the description does not want stay (another design wants them), and a column whose type
   * differs is never altered: it is kept when it holds every value of the wanted type, otherwise
   * the change is refused naming the field.
   */
  shared?: boolean;
}

/** Compares a live table (or none) with a description. */
export function diffSchema(
  live: LiveTable | null,
  wanted: DynamicTable,
  options: DiffOptions = {},
): SchemaPlan {
  const columns = wantedColumns(wanted);
  const indexes = wantedIndexes(wanted);
  if (!live) {
    return {
      changes: [
        { kind: 'createTable', columns },
        ...indexes.map((index) => ({ kind: 'createIndex' as const, index })),
      ],
      refusals: [],
    };
  }
  const changes: SchemaChange[] = [];
  const refusals: Refusal[] = [];
  const liveByKey = new Map(live.columns.map((c) => [c.name.toLowerCase(), c]));
  for (const column of columns) {
    const current = liveByKey.get(column.name.toLowerCase());
    if (!current) {
      if (column.standard) refusals.push(notManaged(wanted.name, column.name));
      else changes.push({ kind: 'addColumn', column });
      continue;
    }
    if (current.name !== column.name) {
      refusals.push({ key: 'dynamicCaseChange', params: { field: column.name } });
      continue;
    }
    if (current.storage && sameStorage(current.storage, column.storage)) continue;
    if (column.standard || !current.storage) {
      refusals.push(notManaged(wanted.name, column.name));
      continue;
    }
    if (options.shared) {
      if (!isWidening(column.storage, current.storage))
        refusals.push({
          key: 'dynamicSharedColumnType',
          params: {
            field: column.name,
            table: wanted.name,
            from: describeStorage(current.storage),
            to: describeStorage(column.storage),
          },
        });
      continue;
    }
    changes.push({
      kind: 'alterColumn',
      name: column.name,
      from: current.storage,
      to: column.storage,
      widening: isWidening(current.storage, column.storage),
    });
  }
  const wantedKeys = new Set(columns.map((c) => c.name.toLowerCase()));
  for (const c of live.columns) {
    if (!wantedKeys.has(c.name.toLowerCase())) changes.push({ kind: 'retireColumn', name: c.name });
  }
  const liveIndexes = new Set(live.indexes);
  const wantedNames = new Set(indexes.map((i) => i.name));
  for (const name of live.indexes) {
    if (!options.shared && name.startsWith('dx_') && !wantedNames.has(name))
      changes.push({ kind: 'dropIndex', name });
  }
  for (const index of indexes) {
    if (!liveIndexes.has(index.name)) changes.push({ kind: 'createIndex', index });
  }
  return { changes, refusals };
}

/** The refusal for a change that could lose data in a column holding values. */
export const unsafeChange = (change: Extract<SchemaChange, { kind: 'alterColumn' }>): Refusal => ({
  key: 'dynamicUnsafeChange',
  params: { field: change.name, from: describeStorage(change.from), to: describeStorage(change.to) },
});

/** Whether a plan changes nothing in the database (retired columns are left as they are). */
export const isNoop = (plan: SchemaPlan): boolean => plan.changes.every((c) => c.kind === 'retireColumn');
