import {
  LIST_PAGE_MAX,
  ONLINE_DEV_BATCH_MAX,
  parseColumnData,
  type ColumnData,
  type OnlineDevListAnswer,
  type OnlineDevListBody,
  type OnlineDevRecordAnswer,
  type OnlineDevSaveBody,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import { DynamicRepository, type DynamicAccess, type DynamicRow } from '../../db/dynamic/dynamic-repository';
import { dynamicScopeFields } from '../../db/dynamic/dynamic-scope';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { SessionUser } from '../../plugins/types';
import { Displayer } from './online-dev-display';
import { recordFileIds } from './online-dev-files';
import { ListQuery, listPaging } from './online-dev-query.repository';
import { selectChildren, selectPage, softDelete } from './online-dev-rows.repository';
import { parseRecordData, type Model, type OnlineDevDeps, type OnlineDevService } from './online-dev.service';
import { SUB_TABLE_FOREIGN_KEY, type DesignField } from './form-model.adapter';

type Conn = Kysely<unknown>;

/**
 * Rows of a grouped list (type 3): one `{top: true, id, children}` row per value of the group
 * field, in the order the page met them, the value shown in the first column.
 */
function grouped(rows: Record<string, unknown>[], field: string, first: string) {
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const r of rows) {
    const key = String(r[field] ?? '');
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups].map(([key, children]) => ({ top: true, id: `group:${key}`, [first]: key, children }));
}

/** Rows of a tree table (type 5): each row under the row its parent field names. */
function nest(rows: Record<string, unknown>[], raw: Record<string, unknown>[], parentField: string) {
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  const parentOf = new Map(
    raw.map((r) => [String(r.id), typeof r[parentField] === 'string' ? (r[parentField] as string) : '']),
  );
  // a row in a loop of parents (or deeper than the walk) stays at the top instead of vanishing
  const looped = (id: string) => {
    let at = parentOf.get(id);
    for (let step = 0; at && byId.has(at); step++) {
      if (at === id || step > 200) return true;
      at = parentOf.get(at);
    }
    return false;
  };
  const roots: Record<string, unknown>[] = [];
  for (const r of rows) {
    const id = String(r.id);
    const parent = byId.get(parentOf.get(id) ?? '');
    if (parent && !looped(id)) parent.children = [...((parent.children as unknown[]) ?? []), r];
    else roots.push(r);
  }
  return roots;
}

/** A stored value as the edit form takes it: numbers of number widgets as numbers. */
function editValue(field: DesignField, value: unknown): unknown {
  if (typeof value === 'string' && (field.jnpfKey === 'numInput' || field.jnpfKey === 'calculate')) {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  return value ?? null;
}

/** What one caller may do with one released model: its menu, scope and hidden fields. */
export interface Caller {
  model: Model;
  design: ColumnData;
  menu: string;
  access: DynamicAccess;
  /** Column codes the caller may not see (list). */
  hiddenColumns: Set<string>;
  /** Form field codes the caller may neither see nor change (read, detail, update). */
  hiddenForm: Set<string>;
}

/**
 * The records of a generated list page (form-model.md §5): list, read, detail, update, delete.
 * Every call runs in the caller's data scope (SQL) and answers only the fields their column or
 * form permissions show; an update keeps the hidden fields as stored.
 */
export class OnlineDevListService {
  constructor(
    private readonly deps: OnlineDevDeps,
    private readonly onlineDev: OnlineDevService,
  ) {}

  private get conn(): Conn {
    return this.deps.db as unknown as Conn;
  }

  /** The caller's model, menu, scope and hidden fields (404 when the model is not released). */
  async caller(modelId: string, user: SessionUser): Promise<Caller> {
    const model = await this.onlineDev.model(modelId);
    const menu = await this.onlineDev.menuOf(modelId, user);
    if (!menu) throw notFound('dynamicModelNotFound');
    const { dataScope } = this.deps;
    const [scope, hiddenColumns, hiddenForm, vars] = await Promise.all([
      dataScope.where(user, menu, dynamicScopeFields(model.tables.main)),
      dataScope.hiddenFields(user, menu, 'column'),
      dataScope.hiddenFields(user, menu, 'form'),
      dataScope.variables(user.userId),
    ]);
    return {
      model,
      design: parseColumnData(model.version.column_data),
      menu,
      access: { userId: user.userId, organizeId: vars.organizeId, scope },
      hiddenColumns,
      hiddenForm,
    };
  }

  private repo(c: Caller, conn: Conn = this.conn, table = c.model.tables.main) {
    return new DynamicRepository(conn, this.deps.dialect, table, this.deps.events);
  }

  /** A row in the caller's scope; missing, deleted and out-of-scope rows are all "not yours" (404). */
  private async stored(c: Caller, id: string, conn: Conn = this.conn): Promise<DynamicRow> {
    try {
      return await this.repo(c, conn).get(id, c.access, conn);
    } catch (error) {
      if (error instanceof AppError && error.code === 404) throw notFound('onlineDevRowMissing');
      throw error;
    }
  }

  /** Live child rows of records, by sub-table vModel and then parent id. */
  private async children(c: Caller, ids: string[], conn: Conn = this.conn) {
    const out = new Map<string, Map<string, DynamicRow[]>>();
    if (!ids.length) return out;
    for (const sub of c.model.tables.subTables) {
      const byParent = new Map<string, DynamicRow[]>();
      for (const row of await selectChildren(conn, this.deps.dialect, sub.table, ids)) {
        const parent = String(row[SUB_TABLE_FOREIGN_KEY]);
        byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
      }
      out.set(sub.vModel, byParent);
    }
    return out;
  }

  /** The main fields and sub-table columns a caller sees under one kind of permission. */
  visible(c: Caller, hidden: Set<string>, wanted?: Set<string>) {
    const main = c.model.fields.main.filter(
      (f) => !hidden.has(f.vModel) && (!wanted || wanted.has(f.vModel)),
    );
    const tables = c.model.fields.tables
      .filter((t) => !hidden.has(t.vModel))
      .map((t) => ({
        vModel: t.vModel,
        columns: t.columns.filter(
          (col) =>
            !hidden.has(`${t.vModel}-${col.vModel}`) && (!wanted || wanted.has(`${t.vModel}-${col.vModel}`)),
        ),
      }))
      .filter((t) => t.columns.length);
    return { main, tables };
  }

  /** A page of records with display values (form-model.md §5.3-5.5). */
  async list(modelId: string, body: OnlineDevListBody, user: SessionUser): Promise<OnlineDevListAnswer> {
    const c = await this.caller(modelId, user);
    if (Number(c.model.version.web_type) === 1) throw badRequest('onlineDevNoList');
    const paging = c.design.hasPage
      ? listPaging(body, c.design.pageSize)
      : listPaging({ ...body, currentPage: 1 }, c.design.pageSize);
    const query = new ListQuery(c.model.tables, c.design, this.deps.dialect, c.hiddenColumns);
    const conditions = [...(c.access.scope ? [c.access.scope] : []), ...query.where(body)];
    const order = query.order(body.sidx, body.sort);
    const { type, parentField, groupField } = c.design;
    // a tree table lists every row (up to the largest page) and nests them by their parent field
    const tree = type === 5 && Boolean(parentField);
    const page = await selectPage(
      this.conn,
      c.model.tables.main,
      conditions,
      order,
      tree ? { currentPage: 1, pageSize: LIST_PAGE_MAX } : paging,
    );
    const decoded = page.rows;
    const listed = c.design.columnList.map((col) => col.prop);
    const seen = this.visible(c, c.hiddenColumns, listed.length ? new Set(listed) : undefined);
    // without a column list every main field shows, and no sub-table
    const tables = listed.length ? seen.tables : [];
    const list = await this.display(c, seen.main, tables, decoded);
    const pagination = { ...paging, total: page.total };
    if (tree) return { list: nest(list, decoded, parentField), pagination };
    const grouping = type === 3 && seen.main.some((f) => f.vModel === groupField);
    if (grouping) return { list: grouped(list, groupField, listed[0] ?? groupField), pagination };
    return { list, pagination };
  }

  /** Display rows with their sub-table rows. */
  async display(
    c: Caller,
    main: DesignField[],
    tables: { vModel: string; columns: DesignField[] }[],
    rows: DynamicRow[],
  ): Promise<Record<string, unknown>[]> {
    const displayer = new Displayer(this.deps.db);
    const kids = tables.length
      ? await this.children(
          c,
          rows.map((r) => String(r.id)),
        )
      : new Map();
    const childRows = tables.flatMap((t) => [...(kids.get(t.vModel)?.values() ?? [])].flat() as DynamicRow[]);
    await displayer.prepare([...main, ...tables.flatMap((t) => t.columns)], [...rows, ...childRows]);
    return rows.map((r) => {
      const out: Record<string, unknown> = { id: r.id, ...displayer.row(main, r) };
      for (const t of tables) {
        const list = (kids.get(t.vModel)?.get(String(r.id)) ?? []) as DynamicRow[];
        out[t.vModel] = list.map((k) => ({ id: k.id, ...displayer.row(t.columns, k) }));
      }
      return out;
    });
  }

  /** One record's stored values for the edit form (`data` JSON), hidden form fields left out. */
  async info(modelId: string, id: string, user: SessionUser): Promise<OnlineDevRecordAnswer> {
    const c = await this.caller(modelId, user);
    const row = await this.stored(c, id);
    const seen = this.visible(c, c.hiddenForm);
    const data: Record<string, unknown> = { id: row.id };
    for (const f of seen.main) data[f.vModel] = editValue(f, row[f.vModel]);
    const kids = await this.children(c, [id]);
    for (const t of seen.tables)
      data[t.vModel] = (kids.get(t.vModel)?.get(id) ?? []).map((k) => ({
        id: k.id,
        ...Object.fromEntries(t.columns.map((col) => [col.vModel, editValue(col, k[col.vModel])])),
      }));
    return { id, data: JSON.stringify(data) };
  }

  /** One record's display values for the detail view (`DataChange`), hidden form fields left out. */
  async detail(modelId: string, id: string, user: SessionUser): Promise<OnlineDevRecordAnswer> {
    const c = await this.caller(modelId, user);
    const row = await this.stored(c, id);
    const seen = this.visible(c, c.hiddenForm);
    const [shown] = await this.display(c, seen.main, seen.tables, [row]);
    return { id, data: JSON.stringify(shown) };
  }

  /**
   * Updates a record in scope: the same checks as a create, hidden form fields kept as stored, the
   * sub-table rows replaced (a hidden sub-table keeps its rows; hidden columns keep the values of
   * the row with the same id).
   */
  async update(modelId: string, id: string, body: OnlineDevSaveBody, user: SessionUser): Promise<void> {
    const c = await this.caller(modelId, user);
    const input = parseRecordData(body.data);
    const row = await this.stored(c, id);
    const kids = await this.children(c, [id]);
    for (const f of c.model.fields.main) if (c.hiddenForm.has(f.vModel)) input[f.vModel] = row[f.vModel];
    const keptTables = new Set<string>();
    for (const t of c.model.fields.tables) {
      const old = kids.get(t.vModel)?.get(id) ?? [];
      if (c.hiddenForm.has(t.vModel)) {
        keptTables.add(t.vModel);
        input[t.vModel] = old;
        continue;
      }
      const hiddenCols = t.columns.filter((col) => c.hiddenForm.has(`${t.vModel}-${col.vModel}`));
      if (!hiddenCols.length || !Array.isArray(input[t.vModel])) continue;
      const byId = new Map(old.map((k) => [String(k.id), k]));
      input[t.vModel] = (input[t.vModel] as unknown[]).map((raw) => {
        const r =
          raw && typeof raw === 'object' && !Array.isArray(raw)
            ? { ...(raw as Record<string, unknown>) }
            : {};
        const before = typeof r.id === 'string' ? byId.get(r.id) : undefined;
        for (const col of hiddenCols) r[col.vModel] = before ? before[col.vModel] : null;
        return r;
      });
    }
    const vars = await this.deps.dataScope.variables(user.userId);
    const built = await this.onlineDev.build(
      c.model,
      input,
      { userId: user.userId, organizeId: vars.organizeId, positionId: vars.positionId, now: Date.now() },
      row,
    );
    await this.onlineDev.checkUnique(c.model, built.main, c.access, id);
    const { files } = this.onlineDev;
    const named = await files.checkedFor(
      c.model,
      id,
      user.userId,
      recordFileIds(c.model, built.main, built.subRows),
    );
    await this.deps.db.transaction().execute(async (trx) => {
      const conn = trx as unknown as Conn;
      try {
        await this.repo(c, conn).update(id, Number(row.version), built.main, c.access);
      } catch (error) {
        if (error instanceof AppError && error.code === 404) throw notFound('onlineDevRowMissing');
        throw error;
      }
      for (const { vModel, table, rows } of built.subRows) {
        if (keptTables.has(vModel)) continue;
        const sub = this.repo(c, conn, table);
        const old = (kids.get(vModel)?.get(id) ?? []).map((k) => String(k.id));
        const all = { ...c.access, scope: undefined };
        await this.softDelete(conn, table.name, old, all);
        for (const r of rows) await sub.insert({ ...r, [SUB_TABLE_FOREIGN_KEY]: id }, all);
      }
      // the record's files become those it names now; those it left out are their owners' again
      await files.attach(trx, user.userId, named, c.model.version.visual_dev_id, id);
    });
  }

  /** Deletes one record in scope, with its sub-table rows. */
  async remove(modelId: string, id: string, user: SessionUser): Promise<void> {
    await this.removeMany(await this.caller(modelId, user), [id]);
  }

  /** Deletes records in scope: all of them or none (btn_batchRemove or btn_remove). */
  async batchRemove(modelId: string, ids: string[], user: SessionUser): Promise<void> {
    const c = await this.caller(modelId, user);
    const { access } = this.deps;
    if (
      !(await access.can(user, c.menu, 'btn_batchRemove')) &&
      !(await access.can(user, c.menu, 'btn_remove'))
    )
      throw forbidden();
    const unique = [...new Set(ids)];
    if (!unique.length || unique.length > ONLINE_DEV_BATCH_MAX)
      throw badRequest('onlineDevIdsInvalid', { max: ONLINE_DEV_BATCH_MAX });
    await this.removeMany(c, unique);
  }

  private async removeMany(c: Caller, ids: string[]): Promise<void> {
    const kids = await this.children(c, ids);
    await this.deps.db.transaction().execute(async (trx) => {
      const conn = trx as unknown as Conn;
      const done = await this.softDelete(conn, c.model.tables.main.name, ids, c.access);
      // one id out of scope (or gone) refuses them all: nothing is deleted
      if (done !== ids.length) throw notFound('onlineDevRowMissing');
      for (const sub of c.model.tables.subTables) {
        const childIds = [...(kids.get(sub.vModel)?.values() ?? [])].flat().map((k) => String(k.id));
        await this.softDelete(conn, sub.table.name, childIds, { ...c.access, scope: undefined });
      }
    });
    for (const id of ids)
      void this.deps.events?.emit('record.deleted', {
        resource: c.model.tables.main.name,
        id,
        userId: c.access.userId,
        at: Date.now(),
      });
  }

  private softDelete(conn: Conn, table: string, ids: string[], access: DynamicAccess): Promise<number> {
    return softDelete(conn, this.deps.dialect, table, ids, access.userId, access.scope);
  }
}
