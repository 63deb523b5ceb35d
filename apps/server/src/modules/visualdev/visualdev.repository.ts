import type { Kysely, Transaction } from 'kysely';
import { adminTable, type WrittenValues } from '../../db/admin-table';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import type { VisualDevTable, VisualReleaseTable } from './visualdev.table';

type VDB = DB;
type Db = Kysely<DB> | Transaction<DB>;
/** A transaction is queried like the database. */
const v = (db: Db) => db as Kysely<DB>;

const LIST_COLUMNS = [
  'id',
  'full_name',
  'en_code',
  'category',
  'type',
  'web_type',
  'state',
  'enable_flow',
  'sort_code',
  'description',
  'created_at',
  'updated_at',
] as const;

/** Values a design is written with. */
export type DesignValues = WrittenValues<VisualDevTable, 'release_claim'>;

const designRows = adminTable<VDB, DesignValues>()({
  table: 'base_visual_dev',
  columns: LIST_COLUMNS,
  detailColumns: ['tables', 'form_data', 'column_data', 'app_column_data'],
  withCreator: true,
});

/** A design row with its JSON columns. */
export type DesignRow = NonNullable<Awaited<ReturnType<typeof designRows.find>>>;
/** A design row of a list. */
export type DesignListRow = Awaited<ReturnType<typeof designRows.list>>[number];
/** A stored version. */
export type VersionRow = VisualReleaseTable;

/** Filters of the design list. */
export interface DesignFilter {
  keyword?: string;
  category?: string;
  type?: number;
  webType?: number;
  state?: number;
}

/** The design statements. */
export const designs = {
  /** One page of live designs and the total. */
  page(
    db: Db,
    dialect: DialectName,
    f: DesignFilter,
    order: { sidx?: string; sort?: string },
    paging: { currentPage: number; pageSize: number },
  ) {
    const query = designRows.live(v(db), dialect, {
      keyword: f.keyword,
      equal: { category: f.category, type: f.type, web_type: f.webType },
    });
    return designRows.page(query, designRows.orderOf(order), paging);
  },
  /** Live designs (optionally released ones only), for the selector. */
  async selector(db: Db, dialect: DialectName, f: DesignFilter & { released?: boolean }) {
    let query = designRows.live(v(db), dialect, { equal: { type: f.type, web_type: f.webType } });
    if (f.released) query = query.where('state', '<>', 0);
    return designRows.list(query);
  },
  find: (db: Db, id: string) => designRows.find(v(db), id),
  codeTaken: (db: Db, enCode: string, exceptId?: string) => designRows.codeTaken(v(db), enCode, exceptId),
  insert: (db: Db, id: string, values: DesignValues, userId: string, now: number) =>
    designRows.insert(v(db), id, values, userId, now),
  update: (db: Db, id: string, values: Partial<DesignValues>, userId: string, now: number) =>
    designRows.update(v(db), id, values, userId, now),
  softDelete: (db: Db, id: string, userId: string, now: number) =>
    designRows.softDelete(v(db), id, userId, now),

  /**
   * Claims the design for one release: true when no other release holds it (a claim older than
   * `staleBefore` is abandoned and taken over). One statement, so two claims never both win.
   */
  async claim(db: Db, id: string, now: number, staleBefore: number): Promise<boolean> {
    const result = await v(db)
      .updateTable('base_visual_dev')
      .set({ release_claim: now })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('release_claim', 'is', null), eb('release_claim', '<', staleBefore)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  /** Drops a release claim (only the one taken at `claimedAt`). */
  async unclaim(db: Db, id: string, claimedAt: number): Promise<void> {
    await v(db)
      .updateTable('base_visual_dev')
      .set({ release_claim: null })
      .where('id', '=', id)
      .where('release_claim', '=', claimedAt)
      .execute();
  },
};

/** The version statements. */
export const versions = {
  /** The latest version of a design. */
  latest(db: Db, designId: string): Promise<VersionRow | undefined> {
    return v(db)
      .selectFrom('base_visual_release')
      .selectAll()
      .where('visual_dev_id', '=', designId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
  },
  /** Latest version numbers of some designs. */
  async numbers(db: Db, designIds: string[]): Promise<Map<string, number>> {
    if (!designIds.length) return new Map();
    const rows = await v(db)
      .selectFrom('base_visual_release')
      .select(['visual_dev_id', (eb) => eb.fn.max('version').as('version')])
      .where('visual_dev_id', 'in', designIds)
      .groupBy('visual_dev_id')
      .execute();
    return new Map(rows.map((r) => [r.visual_dev_id, Number(r.version)]));
  },
  async insert(db: Db, row: VersionRow): Promise<void> {
    await v(db).insertInto('base_visual_release').values(row).execute();
  },
  /** Whether another design's version already stores its records in this table. */
  async tableOwnedByOther(db: Db, table: string, designId: string): Promise<boolean> {
    const row = await v(db)
      .selectFrom('base_visual_release')
      .select('id')
      .where('visual_dev_id', '<>', designId)
      .where('table_json', 'like', `%"name":"${table}"%`)
      .executeTakeFirst();
    return row !== undefined;
  },
};

/** A menu row as the release reads it. */
export interface MenuLink {
  id: string;
  parent_id: string;
  system_id: string;
  category: string;
  en_code: string;
  enabled_mark: number;
}

/** Values a released menu is written with. */
export interface ReleaseMenuValues {
  parent_id: string;
  system_id: string;
  category: string;
  full_name: string;
  en_code: string;
  url_address: string;
  property_json: string;
  icon: string;
  sort_code: number;
  type: number;
  enabled_mark: number;
  is_button_authorize: number;
  is_column_authorize: number;
  is_form_authorize: number;
  is_data_authorize: number;
}

/** The resource tables a release fills. */
export type ReleaseResourceTable =
  'base_module_button' | 'base_module_column' | 'base_module_form' | 'base_module_scheme';

/** A resource a release wants on a menu. */
export interface WantedResource {
  en_code: string;
  full_name: string;
  enabled_mark: number;
  bind_table?: string | null;
  all_data?: number;
  condition_json?: string | null;
}

/** The menu statements of a release (the menus module's tables, written in the release's transaction). */
export const releaseMenus = {
  /** The live type-3 menus whose property names this design. */
  ofDesign(db: Db, designId: string): Promise<MenuLink[]> {
    return db
      .selectFrom('base_module')
      .select(['id', 'parent_id', 'system_id', 'category', 'en_code', 'enabled_mark'])
      .where('deleted_at', 'is', null)
      .where('type', '=', 3)
      .where('property_json', 'like', `%"moduleId":"${designId}"%`)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  },
  /** A live menu (any type) by id. */
  menu(db: Db, id: string) {
    return db
      .selectFrom('base_module')
      .select(['id', 'system_id', 'type', 'category'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },
  /** A live system by id. */
  system(db: Db, id: string) {
    return db
      .selectFrom('base_system')
      .select('id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },
  /** Whether a menu code is used in a category (deleted menus included: the index covers them). */
  async codeTaken(db: Db, enCode: string, category: string): Promise<boolean> {
    const row = await db
      .selectFrom('base_module')
      .select('id')
      .where('en_code', '=', enCode)
      .where('category', '=', category)
      .executeTakeFirst();
    return row !== undefined;
  },
  async insert(db: Db, id: string, values: ReleaseMenuValues, userId: string, now: number): Promise<void> {
    await db
      .insertInto('base_module')
      .values({ id, ...values, created_at: now, created_by: userId })
      .execute();
  },
  /** Refreshes a released menu's address and property; its id, name, parent and code stay. */
  async refresh(
    db: Db,
    id: string,
    values: Pick<ReleaseMenuValues, 'url_address' | 'property_json' | 'is_data_authorize'>,
    userId: string,
    now: number,
  ): Promise<void> {
    await db
      .updateTable('base_module')
      .set({ ...values, updated_at: now, updated_by: userId })
      .where('id', '=', id)
      .execute();
  },
  /** Inserts the wanted resources a menu lacks (by code) and updates the others' names and states. */
  async upsertResources(
    db: Db,
    table: ReleaseResourceTable,
    moduleId: string,
    wanted: WantedResource[],
    userId: string,
    now: number,
    newId: () => string,
  ): Promise<void> {
    const t = table as 'base_module_scheme';
    const existing = await db
      .selectFrom(t)
      .select(['id', 'en_code'])
      .where('module_id', '=', moduleId)
      .where('deleted_at', 'is', null)
      .execute();
    const byCode = new Map(existing.map((r) => [r.en_code, r.id]));
    // A resource the design no longer has (a removed field, an unchosen button) is switched off,
    // not deleted: its grants stay for the day it comes back.
    const gone = existing.filter((r) => !wanted.some((w) => w.en_code === r.en_code)).map((r) => r.id);
    if (gone.length)
      await db
        .updateTable(table as 'base_module_button')
        .set({ enabled_mark: 0, updated_at: now, updated_by: userId })
        .where('id', 'in', gone)
        .execute();
    for (const [i, w] of wanted.entries()) {
      const common = { full_name: w.full_name, enabled_mark: w.enabled_mark, sort_code: i };
      const own =
        table === 'base_module_scheme'
          ? { all_data: w.all_data ?? 0, condition_json: w.condition_json ?? null, match_logic: 'and' }
          : { parent_id: '-1', bind_table: w.bind_table ?? null };
      const id = byCode.get(w.en_code);
      if (id)
        await db
          .updateTable(table as 'base_module_button')
          .set({ ...common, ...(own as object), updated_at: now, updated_by: userId })
          .where('id', '=', id)
          .execute();
      else
        await db
          .insertInto(table as 'base_module_button')
          .values({
            id: newId(),
            module_id: moduleId,
            en_code: w.en_code,
            ...common,
            ...(own as { parent_id: string; bind_table: string | null }),
            created_at: now,
            created_by: userId,
          })
          .execute();
    }
  },
  /** The property of a live released (type 3) menu by code. */
  async propertyOf(db: Db, enCode: string): Promise<string | null> {
    const row = await db
      .selectFrom('base_module')
      .select('property_json')
      .where('en_code', '=', enCode)
      .where('type', '=', 3)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row?.property_json ?? null;
  },
  /** Codes of the live released (type 3) menus of designs (their property names a moduleId). */
  async designMenuCodes(db: Db): Promise<string[]> {
    const rows = await db
      .selectFrom('base_module')
      .select('en_code')
      .where('type', '=', 3)
      .where('deleted_at', 'is', null)
      .where('property_json', 'like', '%"moduleId":"%')
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.en_code);
  },
  /** Codes of the live menus with these ids, for the route resolver. */
  async codes(db: Db, ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await db
      .selectFrom('base_module')
      .select('en_code')
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    return rows.map((r) => r.en_code);
  },
};
