import {
  DATA_INTERFACE_SECRET_MASK,
  formatServerMessage,
  type DataInterfaceBody,
  type DataInterfaceExport,
  type DataInterfaceInfo,
  type DataInterfaceInfoByIds,
  type DataInterfaceItem,
  type DataInterfaceListQuery,
  type DataInterfaceListRequest,
  type DataInterfaceLogItem,
  type DataInterfaceParam,
  type DataInterfaceParamValue,
  type DataInterfacePreviewRequest,
  type DataInterfacePreviewResult,
  type DataInterfaceRecord,
  type DataInterfaceSelectorNode,
  type Language,
  type PageQuery,
  type Paged,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertStorableText } from '../../lib/unstorable-text';
import {
  filteredInterfaces,
  insertLog,
  interfaceCategories,
  interfaceRows,
  listLogs,
  userOrganize,
  type InterfaceRow,
  type InterfaceValues,
} from './data-interface.repository';
import {
  apiTemplates,
  parseStatic,
  runInterface,
  templateNames,
  unknownNames,
  usesKeyword,
  type RunContext,
  type RunnableInterface,
} from './data-interface.runtime';
import {
  bodyToRunnable,
  storedConfig,
  toExportBody,
  toInfo,
  toItem,
  toRunnable,
} from './data-interface.presenters';
import type { SqlReader } from './sql-runner';
import { bindPlaceholders } from './sql-text';
import type { AccessService } from '../auth/access.service';
import { InterfaceGrants } from './data-interface.grants';

/** Who calls, from where. */
export interface Caller {
  userId: string;
  isAdministrator: boolean;
  ip: string | null;
  lang: Language;
  /** The menu (form) a widget call is made from. */
  menuId?: string;
}

type InvokeType = 'preview' | 'list' | 'infoByIds' | 'response';

// Messages a form user may see as they are (their own input); anything else is logged, not shown.
const USER_FACING = new Set(['diParamRequired', 'diParamType', 'diDisabled', 'diSqlBusy']);

const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
};

/** Data interfaces: administration, preview, and the runtime calls of forms and widgets. */
export class DataInterfaceService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly allowedHosts: readonly string[],
    access: AccessService,
    private readonly sqlReader: SqlReader,
  ) {
    this.grants = new InterfaceGrants(db, access);
  }

  /** Who may run which interface. */
  private readonly grants: InterfaceGrants;

  /** One page of interfaces. */
  async list(query: DataInterfaceListQuery): Promise<Paged<DataInterfaceItem>> {
    const { currentPage, pageSize } = query;
    const filter = { keyword: query.keyword, categoryId: query.categoryId, type: query.type };
    const matching = filteredInterfaces(this.db, this.dialect, filter);
    const { total, rows } = await interfaceRows.page(matching, {}, query);
    const roles = await this.grants.roleNames(rows.map((r) => r.id));
    return {
      list: rows.map((r) => toItem(r, roles.get(r.id))),
      pagination: { currentPage, pageSize, total },
    };
  }

  /** Enabled interfaces under their categories (the DataInterfaceType dictionary). */
  async selector(): Promise<{ list: DataInterfaceSelectorNode[] }> {
    const [categories, rows] = await Promise.all([
      interfaceCategories(this.db).catch(() => []),
      interfaceRows.list(filteredInterfaces(this.db, this.dialect, { enabledOnly: true })),
    ]);
    const nodes = new Map<string, DataInterfaceSelectorNode>();
    const category = (id: string, fullName: string) => {
      const node: DataInterfaceSelectorNode = {
        id,
        parentId: '0',
        fullName,
        type: 'category',
        hasChildren: false,
        children: [],
      };
      nodes.set(id, node);
      return node;
    };
    const byKey = new Map<string, DataInterfaceSelectorNode>();
    for (const c of categories) {
      const node = category(c.id, c.full_name);
      byKey.set(c.id, node);
      byKey.set(c.en_code, node);
    }
    for (const r of rows) {
      const parent = byKey.get(r.category_id) ?? category(r.category_id, r.category_id);
      byKey.set(r.category_id, parent);
      parent.children.push({
        id: r.id,
        parentId: parent.id,
        fullName: r.full_name,
        enCode: r.en_code,
        type: 'interface',
        interfaceType: toItem(r).type,
        hasChildren: false,
        children: [],
      });
      parent.hasChildren = true;
    }
    return { list: [...nodes.values()].filter((n) => n.hasChildren) };
  }

  /** One interface (header values masked) with its granted roles. */
  async info(id: string): Promise<DataInterfaceInfo> {
    const row = await this.row(id);
    return toInfo(row, await this.grants.roleIds(row.id));
  }

  /** The declared parameters of an interface. */
  async params(id: string): Promise<DataInterfaceParam[]> {
    return toInfo(await this.row(id)).parameterJson;
  }

  /** Creates an interface; answers its id. */
  async create(body: DataInterfaceBody, caller: Caller): Promise<{ id: string }> {
    const id = newId();
    const values = await this.checked(body, caller);
    await this.grants.checkRoles(body.roleIds);
    await interfaceRows.insert(this.db, id, values, caller.userId, Date.now());
    if (body.roleIds?.length) await this.grants.saveRoles(id, body.roleIds, caller.userId);
    return { id };
  }

  /** Edits an interface. A changed API host drops stored headers that were not re-entered. */
  async update(id: string, body: DataInterfaceBody, caller: Caller): Promise<void> {
    const old = await this.row(id);
    if (Number(old.type) === 1 && !caller.isAdministrator) throw badRequest('diAdminOnly');
    const values = await this.checked(body, caller, old);
    await this.grants.checkRoles(body.roleIds);
    await interfaceRows.update(this.db, id, values, caller.userId, Date.now());
    if (body.roleIds) await this.grants.saveRoles(id, body.roleIds, caller.userId);
  }

  /** Soft-deletes an interface. */
  async remove(id: string, caller: Caller): Promise<void> {
    const old = await this.row(id);
    if (Number(old.type) === 1 && !caller.isAdministrator) throw badRequest('diAdminOnly');
    await interfaceRows.softDelete(this.db, id, caller.userId, Date.now());
  }

  /** Turns an interface on or off. */
  async toggleState(id: string, caller: Caller): Promise<void> {
    const old = await this.row(id);
    await interfaceRows.update(
      this.db,
      id,
      { enabled_mark: Number(old.enabled_mark) === 1 ? 0 : 1 },
      caller.userId,
      Date.now(),
    );
  }

  /** The export file of one interface (header values blanked). */
  async exportFile(id: string): Promise<{ fileName: string; file: DataInterfaceExport }> {
    const row = await this.row(id);
    return {
      fileName: `${row.full_name}.json`,
      file: { kind: 'tessera.dataInterface', version: 1, list: [toExportBody(row)] },
    };
  }

  /** Imports an export file in one transaction; answers how many interfaces were added. */
  async importFile(file: DataInterfaceExport, caller: Caller): Promise<{ count: number }> {
    // the request edge's text rule, for the text inside the file
    assertStorableText(file, 'file');
    const checked: InterfaceValues[] = [];
    for (const body of file.list) checked.push(await this.checked(body, caller));
    const codes = new Set<string>();
    for (const v of checked) {
      if (codes.has(v.en_code)) throw badRequest('codeTaken', { code: v.en_code });
      codes.add(v.en_code);
    }
    await this.db.transaction().execute(async (trx) => {
      const now = Date.now();
      for (const values of checked) {
        if (await interfaceRows.codeTaken(trx, values.en_code))
          throw badRequest('codeTaken', { code: values.en_code });
        await interfaceRows.insert(trx, newId(), values, caller.userId, now);
      }
    });
    return { count: checked.length };
  }

  /** The call log of an interface. */
  async logs(id: string, query: PageQuery): Promise<Paged<DataInterfaceLogItem>> {
    await this.row(id);
    const { currentPage, pageSize } = query;
    const { total, rows } = await listLogs(this.db, id, {
      offset: (currentPage - 1) * pageSize,
      limit: pageSize,
    });
    return {
      list: rows.map((r) => ({
        id: r.id,
        interfaceId: r.interface_id,
        userId: r.user_id,
        userName: r.real_name ? `${r.real_name}/${r.account ?? ''}` : null,
        invokeTime: Number(r.invoke_time),
        durationMs: Number(r.duration_ms),
        ip: r.ip,
        ok: Number(r.ok),
        error: r.error,
        invokeType: r.invoke_type,
      })),
      pagination: { currentPage, pageSize, total },
    };
  }

  /** Runs an interface (or an unsaved draft of it) with given values; answers rows or the error text. */
  async preview(
    id: string,
    request: DataInterfacePreviewRequest,
    caller: Caller,
  ): Promise<DataInterfacePreviewResult> {
    let runnable: RunnableInterface;
    const row = request.draft && id === '0' ? undefined : await this.row(id);
    if (request.draft) {
      if (request.draft.type === 1 && !caller.isAdministrator) throw badRequest('diAdminOnly');
      this.validate(request.draft);
      runnable = bodyToRunnable({
        ...request.draft,
        dataConfigJson: this.withStoredHeaders(request.draft, row),
      });
    } else runnable = toRunnable(row!);
    const started = performance.now();
    try {
      const { rows, truncated } = await runInterface(
        this.deps(),
        runnable,
        await this.context(caller, request),
      );
      const durationMs = Math.round(performance.now() - started);
      if (row) await this.log(row.id, caller, 'preview', durationMs, null);
      return { ok: true, list: rows, columns: columnsOf(rows), durationMs, truncated, error: null };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const durationMs = Math.round(performance.now() - started);
      const text = formatServerMessage(error.messageKey, caller.lang, error.params);
      if (row) await this.log(row.id, caller, 'preview', durationMs, text);
      return { ok: false, list: [], columns: [], durationMs, truncated: false, error: text };
    }
  }

  /** The popup list call: a page of records, filtered by keyword when the interface does not use it. */
  async listRecords(
    id: string,
    request: DataInterfaceListRequest,
    caller: Caller,
  ): Promise<Paged<DataInterfaceRecord>> {
    const row = await this.runnableRow(id, caller, 'list');
    const runnable = toRunnable(row);
    const { currentPage, pageSize } = request;
    const selfFiltering = usesKeyword(runnable, this.dialect);
    const paged = Number(row.has_page) === 1;
    const ctx = await this.context(caller, {
      paramList: request.paramList,
      keyword: request.keyword,
      currentPage: paged ? currentPage : 1,
      pageSize: paged ? pageSize : runnable.rowLimit,
    });
    let rows = await this.invoke(row.id, caller, 'list', () => runInterface(this.deps(), runnable, ctx));
    if (paged) {
      const offset = (currentPage - 1) * pageSize;
      // The interface pages itself and answers no count: one more than seen means "there is a next page".
      const total = offset + rows.length + (rows.length >= pageSize ? 1 : 0);
      return { list: rows.slice(0, pageSize), pagination: { currentPage, pageSize, total } };
    }
    if (request.keyword && !selfFiltering) rows = filterByKeyword(rows, request.keyword, request);
    const start = (currentPage - 1) * pageSize;
    return {
      list: rows.slice(start, start + pageSize),
      pagination: { currentPage, pageSize, total: rows.length },
    };
  }

  /** Records whose `propsValue` field is one of the ids. */
  async infoByIds(
    id: string,
    request: DataInterfaceInfoByIds,
    caller: Caller,
  ): Promise<DataInterfaceRecord[]> {
    const row = await this.runnableRow(id, caller, 'infoByIds');
    if (!request.ids.length) return [];
    const runnable = toRunnable(row);
    const ctx = await this.context(caller, { paramList: request.paramList, pageSize: runnable.rowLimit });
    const rows = await this.invoke(row.id, caller, 'infoByIds', () =>
      runInterface(this.deps(), runnable, ctx),
    );
    const wanted = new Set(request.ids.map(String));
    return rows.filter((r) => wanted.has(String(r[request.propsValue] ?? '')));
  }

  /** The options call of a dynamic field: every record. */
  async response(
    id: string,
    paramList: DataInterfaceParamValue[],
    caller: Caller,
  ): Promise<DataInterfaceRecord[]> {
    const row = await this.runnableRow(id, caller, 'response');
    const runnable = toRunnable(row);
    const ctx = await this.context(caller, { paramList, pageSize: runnable.rowLimit });
    return this.invoke(row.id, caller, 'response', () => runInterface(this.deps(), runnable, ctx));
  }

  private deps() {
    return { db: this.db, dialect: this.dialect, allowedHosts: this.allowedHosts, sqlReader: this.sqlReader };
  }

  private async context(
    caller: Caller,
    r: { paramList: DataInterfaceParamValue[]; keyword?: string; currentPage?: number; pageSize?: number },
  ): Promise<RunContext> {
    return { ...r, userId: caller.userId, organizeId: await userOrganize(this.db, caller.userId) };
  }

  /** Runs a runtime call, logs it, and hides internal failure details from the caller. */
  private async invoke(
    interfaceId: string,
    caller: Caller,
    type: InvokeType,
    run: () => Promise<{ rows: DataInterfaceRecord[] }>,
  ): Promise<DataInterfaceRecord[]> {
    const started = performance.now();
    try {
      const { rows } = await run();
      await this.log(interfaceId, caller, type, Math.round(performance.now() - started), null);
      return rows;
    } catch (error) {
      const key = error instanceof AppError ? error.messageKey : undefined;
      const text =
        error instanceof AppError
          ? formatServerMessage(error.messageKey, 'en', error.params)
          : String(error).slice(0, 500);
      await this.log(interfaceId, caller, type, Math.round(performance.now() - started), text);
      if (key && USER_FACING.has(key)) throw error;
      throw badRequest('diCallFailed');
    }
  }

  private async log(id: string, caller: Caller, type: InvokeType, durationMs: number, error: string | null) {
    await insertLog(this.db, {
      id: newId(),
      interface_id: id,
      user_id: caller.userId,
      invoke_time: Date.now(),
      duration_ms: durationMs,
      ip: caller.ip,
      ok: error === null ? 1 : 0,
      error,
      invoke_type: type,
    });
  }

  private async row(id: string): Promise<InterfaceRow> {
    const row = await interfaceRows.find(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  /** An enabled interface the caller may run (a refusal is logged, then answered 403). */
  private async runnableRow(id: string, caller: Caller, type: InvokeType): Promise<InterfaceRow> {
    const row = await this.row(id);
    try {
      await this.grants.check(row.id, caller);
    } catch (error) {
      await this.log(row.id, caller, type, 0, `not granted (menu ${caller.menuId ?? '-'})`);
      throw error;
    }
    if (Number(row.enabled_mark) !== 1) throw badRequest('diDisabled');
    return row;
  }

  /** Checks a body's settings for its type (templates, placeholders, static data). */
  private validate(body: DataInterfaceBody): void {
    // A declared parameter may shadow a built-in (e.g. organizeId given by the form), not repeat.
    const seen = new Set<string>();
    for (const p of body.parameterJson) {
      if (seen.has(p.field)) throw badRequest('diParamDuplicate', { name: p.field });
      seen.add(p.field);
    }
    const config = body.dataConfigJson;
    let names: string[] = [];
    if (body.type === 1) names = bindPlaceholders(config.sqlData.sql, this.dialect).names;
    else if (body.type === 2) parseStatic(config.staticData);
    else {
      const url = hostOf(config.apiData.url);
      if (!url || !/^https?:$/.test(new URL(config.apiData.url).protocol)) throw badRequest('diUrlInvalid');
      names = apiTemplates(config.apiData).flatMap(templateNames);
    }
    const unknown = unknownNames(names, body.parameterJson);
    if (unknown.length) throw badRequest('diUnknownParam', { name: unknown[0]! });
  }

  /** The body's settings with masked header values resolved: kept from storage only if the host is unchanged. */
  private withStoredHeaders(body: DataInterfaceBody, old?: InterfaceRow) {
    const config = body.dataConfigJson;
    const stored = old ? storedConfig(old) : undefined;
    const sameHost = stored !== undefined && hostOf(stored.apiData.url) === hostOf(config.apiData.url);
    const header = config.apiData.header.flatMap((h) => {
      if (h.value !== DATA_INTERFACE_SECRET_MASK) return [h];
      const kept = sameHost ? stored.apiData.header.find((s) => s.field === h.field) : undefined;
      return kept ? [kept] : [];
    });
    return { ...config, apiData: { ...config.apiData, header } };
  }

  private async checked(
    body: DataInterfaceBody,
    caller: Caller,
    old?: InterfaceRow,
  ): Promise<InterfaceValues> {
    // Authoring SQL is database-owner power.
    if (body.type === 1 && !caller.isAdministrator) throw badRequest('diAdminOnly');
    this.validate(body);
    if (await interfaceRows.codeTaken(this.db, body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    const config = this.withStoredHeaders(body, old);
    // Only the part of the interface's own type is kept.
    const data = {
      staticData: body.type === 2 ? config.staticData : '',
      sqlData: { sql: body.type === 1 ? config.sqlData.sql : '' },
      apiData:
        body.type === 3
          ? config.apiData
          : { method: 1, url: '', header: [], query: [], body: '', bodyType: 0 },
    };
    return {
      category_id: body.categoryId,
      full_name: body.fullName,
      en_code: body.enCode,
      type: body.type,
      has_page: body.hasPage,
      data_config_json: JSON.stringify(data),
      parameter_json: JSON.stringify(body.parameterJson),
      response_path: body.type === 3 ? body.responsePath || null : null,
      time_limit_ms: body.timeLimitMs,
      row_limit: body.rowLimit,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description ?? null,
    };
  }
}

const columnsOf = (rows: DataInterfaceRecord[]) => [
  ...new Set(rows.slice(0, 20).flatMap((r) => Object.keys(r))),
];

/** Rows whose relation field or one of the column options contains the keyword (case-insensitive). */
function filterByKeyword(
  rows: DataInterfaceRecord[],
  keyword: string,
  request: { relationField: string; columnOptions?: string },
): DataInterfaceRecord[] {
  const fields = new Set([
    request.relationField,
    ...(request.columnOptions ?? '').split(',').map((c) => c.trim()),
  ]);
  fields.delete('');
  const needle = keyword.toLowerCase();
  return rows.filter((r) =>
    [...fields].some((f) => {
      const v = Object.hasOwn(r, f) ? r[f] : undefined;
      return v !== null && v !== undefined && String(v).toLowerCase().includes(needle);
    }),
  );
}
