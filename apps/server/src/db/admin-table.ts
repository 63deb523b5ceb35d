import { sql, type Kysely, type SelectQueryBuilder, type Selectable } from 'kysely';
import { countRows, sortedPage } from './admin-rows';
import type { DialectName } from './database';
import { containsInsensitive } from './dialect';

/** One page of a list. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The columns this helper reads and writes; every administration table has them. */
interface AdminRowShape {
  id: string;
  en_code: string;
  created_at: number;
  created_by: string | null;
  updated_at: number | null;
  updated_by: string | null;
  deleted_at: number | null;
  deleted_by: string | null;
}

// Statements are built on one representative table type; the public signatures carry the real ones.
type RepresentativeDb = { admin_table: AdminRowShape };
type Representative = Kysely<RepresentativeDb>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type RepresentativeQuery = SelectQueryBuilder<RepresentativeDb, 'admin_table', {}>;
const loose = (db: unknown) => db as Representative;

/** The sorts of a list of named, coded rows (the request's `sidx` to a column). */
export const NAME_CODE_SORTS = {
  fullName: 'full_name',
  enCode: 'en_code',
  sortCode: 'sort_code',
  creatorTime: 'created_at',
} as const;

/** The keyword columns of named, coded rows. */
export const NAME_AND_CODE = ['full_name', 'en_code'] as const;

/** The order, state and creation columns a list row ends with. */
export const STATE_COLUMNS = ['sort_code', 'enabled_mark', 'description', 'created_at'] as const;

/** Columns this helper stamps; a caller never writes them. */
type Stamped = 'id' | 'created_at' | 'created_by' | 'updated_at' | 'updated_by' | 'deleted_at' | 'deleted_by';

/** What a row is written with: every column but the id and the stamps (and any others named). */
export type WrittenValues<R, Except extends keyof R = never> = Omit<Selectable<R>, Stamped | Except>;

/** The filters of a categorised list (data interfaces, print templates): category and type, 0 for any. */
export const categorized = (f: {
  keyword?: string;
  enabledOnly?: boolean;
  categoryId?: string;
  type?: number;
}) => ({
  keyword: f.keyword,
  enabledOnly: f.enabledOnly,
  equal: { category_id: f.categoryId, type: f.type || undefined },
});

/** The filters every list of the table may apply (see `live`). */
export interface LiveFilter<K extends string> {
  keyword?: string;
  enabledOnly?: boolean;
  equal?: Partial<Record<K, string | number | null>>;
}

/** How a list is ordered: an allow-listed sort key, ascending unless `desc`. */
export interface ListOrder<K> {
  sidx?: K;
  desc?: boolean;
}

/** What a resource's table is described by. */
export interface AdminTableSpec<
  T extends string,
  C extends string,
  E extends string,
  S extends Record<string, string>,
  W extends boolean = false,
> {
  table: T;
  /** The columns a row is read with (list and find). */
  columns: readonly C[];
  /** Further columns only `find` reads (large text a list does without). */
  detailColumns?: readonly E[];
  /** The columns a keyword is looked for in (contains, ignoring case; any of them); name and code by default. */
  keywordColumns?: readonly string[];
  /** The only columns a list may be sorted by, by request key; name, code, order and creation by default. */
  sorts?: S;
  /** Rows also carry `creator_user`: the creator's "realName/account" (null when unknown), as JNPF names them. */
  withCreator?: W;
  /**
   * The stable order ends oldest first (sort code, creation ascending, id), as the tree-shaped lists
   * (menus, systems, menu resources, dictionaries) have always shown it; newest first otherwise.
   */
  oldestFirst?: boolean;
  /**
   * A soft delete appends `#id` to the code: the table's unique index on the code also covers deleted
   * rows, and the code must be free for a new row.
   */
  freesCode?: boolean;
}

/**
 * The statements every administration list repeats, for one soft-deleted table: live rows with a
 * keyword, count, sorted page, find, code check, insert, update and soft delete (who and when are
 * stamped here). A repository makes one with `adminTable<DB, Values>()({...})`, adds its own
 * filters to `live(...)`, and keeps every other statement it needs.
 */
export function adminTable<D, V extends object>() {
  return <
    T extends keyof D & string,
    C extends keyof Selectable<D[T]> & string,
    S extends Record<string, string> = typeof NAME_CODE_SORTS,
    E extends keyof Selectable<D[T]> & string = never,
    W extends boolean = false,
  >(
    spec: AdminTableSpec<T, C, E, S, W>,
  ) => {
    type Creator = W extends true ? { creator_user: string | null } : unknown;
    type Row = Pick<Selectable<D[T]>, C> & Creator;
    type Detail = Pick<Selectable<D[T]>, C | E> & Creator;
    // `{}` is Kysely's own "nothing selected yet".
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    type Live = SelectQueryBuilder<D, T, {}>;
    const table = spec.table as unknown as 'admin_table';
    const columns = spec.columns as unknown as readonly 'id'[];
    const sorts = (spec.sorts ?? NAME_CODE_SORTS) as S;
    const keywordColumns = spec.keywordColumns ?? NAME_AND_CODE;
    const detailColumns = [...columns, ...((spec.detailColumns ?? []) as unknown as readonly 'id'[])];
    // The creator's display name, read with the row (both dialects concatenate with ||).
    const creator = sql<
      string | null
    >`(select u.real_name || '/' || u.account from base_user u where u.id = ${sql.ref(`${spec.table}.created_by`)})`;
    const selectRow = (query: RepresentativeQuery, names: readonly 'id'[]) =>
      spec.withCreator ? query.select(names).select(creator.as('creator_user')) : query.select(names);
    // The list order: `sortedPage` (newest first) unless the table's lists have always been oldest first.
    const ordered = (
      query: RepresentativeQuery,
      column: string | undefined,
      desc?: boolean,
      page?: PageWindow,
    ) => {
      if (!spec.oldestFirst) return sortedPage(query, column, desc, page);
      let q = column ? query.orderBy(sql.ref(column), desc ? 'desc' : 'asc') : query;
      q = q.orderBy(sql.ref('sort_code'), 'asc').orderBy('created_at', 'asc').orderBy('id', 'asc');
      return page ? q.offset(page.offset).limit(page.limit) : q;
    };
    // Only live rows holding all these values (an id, a code, a code per owner ...).
    const matching = (db: Kysely<D>, values: Partial<Record<keyof D[T] & string, string | number>>) => {
      let query = loose(db).selectFrom(table).where('deleted_at', 'is', null);
      for (const [column, value] of Object.entries(values)) query = query.where(sql.ref(column), '=', value);
      return query;
    };

    const rows = {
      /**
       * Live rows of the table: with a keyword, only those containing it in a keyword column; with
       * `enabledOnly`, only enabled ones; with `equal`, only those whose columns hold the given values
       * (a value left undefined, null or '' does not filter).
       */
      live(db: Kysely<D>, dialect: DialectName, filter: LiveFilter<keyof D[T] & string> = {}): Live {
        let query = rows.all(db) as unknown as RepresentativeQuery;
        const { keyword } = filter;
        if (keyword)
          query = query.where((eb) =>
            eb.or(keywordColumns.map((column) => containsInsensitive(dialect, column, keyword))),
          );
        for (const [column, value] of Object.entries(filter.equal ?? {}))
          if (value !== undefined && value !== null && value !== '')
            query = query.where(sql.ref(column), '=', value);
        if (filter.enabledOnly) query = query.where(sql.ref('enabled_mark'), '=', 1);
        return query as unknown as Live;
      },

      /** Every live row of the table, to filter further (no keyword, so no dialect needed). */
      all(db: Kysely<D>): Live {
        return loose(db).selectFrom(table).where('deleted_at', 'is', null) as unknown as Live;
      },

      /** How many rows a `live(...)` query (with any further filters) matches. */
      count(query: Live): Promise<number> {
        return countRows(query);
      },

      /** The sorts a request may name. */
      sorts,

      /** A request's order (`sidx` kept only when allowed; `sort: 'desc'` for descending). */
      orderOf(query: { sidx?: string; sort?: string }): ListOrder<keyof S> {
        const { sidx } = query;
        const allowed = sidx !== undefined && Object.hasOwn(sorts, sidx);
        return { sidx: allowed ? (sidx as keyof S) : undefined, desc: query.sort === 'desc' };
      },

      /** The rows of a `live(...)` query, ordered (the requested sort first), optionally one page. */
      list(query: Live, order: ListOrder<keyof S> = {}, page?: PageWindow): Promise<Row[]> {
        const selected = selectRow(query as unknown as RepresentativeQuery, columns);
        const column = order.sidx === undefined ? undefined : sorts[order.sidx];
        return ordered(selected, column, order.desc, page).execute() as unknown as Promise<Row[]>;
      },

      /** One page of a `live(...)` query and the total it matches (what a paged list answers). */
      async page(
        query: Live,
        order: ListOrder<keyof S>,
        paging: { currentPage: number; pageSize: number },
      ): Promise<{ total: number; rows: Row[] }> {
        const window = { offset: (paging.currentPage - 1) * paging.pageSize, limit: paging.pageSize };
        const [total, list] = await Promise.all([countRows(query), rows.list(query, order, window)]);
        return { total, rows: list };
      },

      /** One live row by id (with the detail columns). */
      find(db: Kysely<D>, id: string): Promise<Detail | undefined> {
        return rows.findBy(db, { id } as Partial<Record<keyof D[T] & string, string>>);
      },

      /** A live row holding all these values, e.g. a code (with the detail columns). */
      findBy(
        db: Kysely<D>,
        values: Partial<Record<keyof D[T] & string, string | number>>,
      ): Promise<Detail | undefined> {
        const query = matching(db, values);
        return selectRow(query, detailColumns).executeTakeFirst() as unknown as Promise<Detail | undefined>;
      },

      /** Whether a live row other than `exceptId` holds all these values (a code, a text per owner ...). */
      async taken(
        db: Kysely<D>,
        values: Partial<Record<keyof D[T] & string, string | number>>,
        exceptId?: string,
      ): Promise<boolean> {
        let query = matching(db, values).select('id');
        if (exceptId) query = query.where('id', '<>', exceptId);
        return (await query.executeTakeFirst()) !== undefined;
      },

      /** Whether a live row other than `exceptId` already uses the code. */
      codeTaken(db: Kysely<D>, enCode: string, exceptId?: string): Promise<boolean> {
        return rows.taken(db, { en_code: enCode } as Partial<Record<keyof D[T] & string, string>>, exceptId);
      },

      /** Inserts a row, stamped as made by `userId` at `now`. */
      async insert(db: Kysely<D>, id: string, values: V, userId: string | null, now: number): Promise<void> {
        await loose(db)
          .insertInto(table)
          .values({ id, ...(values as object), created_at: now, created_by: userId } as AdminRowShape)
          .execute();
      },

      /** Updates a live row (all values or some), stamped as changed by `userId` at `now`. */
      async update(
        db: Kysely<D>,
        id: string,
        values: Partial<V>,
        userId: string,
        now: number,
      ): Promise<void> {
        await loose(db)
          .updateTable(table)
          .set({ ...(values as object), updated_at: now, updated_by: userId })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .execute();
      },

      /** Soft-deletes a live row (history is kept; with `freesCode`, its code gets `#id` appended). */
      async softDelete(db: Kysely<D>, id: string, userId: string, now: number): Promise<void> {
        // Appended in SQL (both dialects concatenate with ||), so the row need not be read first.
        const freed = spec.freesCode ? { en_code: sql<string>`en_code || '#' || id` } : {};
        await loose(db)
          .updateTable(table)
          .set({ deleted_at: now, deleted_by: userId, ...freed })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .execute();
      },
    };
    return rows;
  };
}
