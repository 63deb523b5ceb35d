import {
  PRINT_CODE_RULE,
  ResultCode,
  formatServerMessage,
  printDevExportSchema,
  printPageParamSchema,
  printSqlTemplateSchema,
  subTableName,
  type Language,
  type Paged,
  type PrintData,
  type PrintDevBody,
  type PrintDevDataQuery,
  type PrintDevDataResult,
  type PrintDevExport,
  type PrintDevFields,
  type PrintDevFieldsBody,
  type PrintDevInfo,
  type PrintDevItem,
  type PrintDevListQuery,
  type PrintDevSelectorNode,
  type PrintResourceOption,
  type PrintSqlEntry,
  type PrintType,
  type PrintValue,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { assertStorableText } from '../../lib/unstorable-text';
import type { SessionUser } from '../../plugins/types';
import { checkNameAndCode } from '../organize/admin-rules';
import { checkPrintRecord, checkResourceChange, type PrintGuard } from './print-access';
import { sanitizePrintTemplate } from './print-html';
import type { PrintSqlRunner } from './print-sql';
import { filteredPrints, printRows, type PrintRow, type PrintValues } from './print-dev.repository';

type ListRow = Awaited<ReturnType<typeof printRows.list>>[number];

/** Parses a stored JSON column, falling back when it is unreadable. */
function parseJson<T>(text: string, parse: (v: unknown) => T, fallback: T): T {
  try {
    return parse(JSON.parse(text));
  } catch {
    return fallback;
  }
}

const toItem = (r: ListRow): PrintDevItem => ({
  id: r.id,
  fullName: r.full_name,
  enCode: r.en_code,
  categoryId: r.category_id,
  category: r.category_id,
  type: (Number(r.type) === 1 ? 1 : 2) as PrintType,
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
  creatorUser: r.creator_user,
  lastModifyTime: r.updated_at === null ? null : Number(r.updated_at),
  resourceCode: r.resource_code,
});

const sqlOf = (r: PrintRow) => parseJson(r.sql_template, (v) => printSqlTemplateSchema.parse(v), []);

const toInfo = (r: PrintRow): PrintDevInfo => ({
  ...toItem(r),
  sqlTemplate: sqlOf(r),
  printTemplate: r.print_template,
  pageParam: parseJson(r.page_param, (v) => printPageParamSchema.parse(v), printPageParamSchema.parse({})),
});

/** A database value as a placeholder value: text, number, boolean or null; never an object. */
function toPrintValue(value: unknown): PrintValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return value.getTime();
  if (value instanceof Uint8Array) return null;
  return JSON.stringify(value);
}

const toPrintRow = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, toPrintValue(v)]));

/** A row without the columns named (compared without case: PostgreSQL folds unquoted names). */
function without(row: Record<string, unknown>, hidden: ReadonlySet<string>): Record<string, unknown> {
  if (!hidden.size) return row;
  const lower = new Set([...hidden].map((h) => h.toLowerCase()));
  return Object.fromEntries(Object.entries(row).filter(([k]) => !lower.has(k.toLowerCase())));
}

/** Drops empty statements and names every sub-table; refuses two sub-tables of one name. */
function normalizedSql(entries: readonly PrintSqlEntry[]): PrintSqlEntry[] {
  const kept = entries.filter((e) => e.sql.trim() !== '');
  const named = kept.map((e, i) => (i === 0 ? { sql: e.sql } : { sql: e.sql, table: subTableName(e, i) }));
  const seen = new Set<string>();
  for (const e of named.slice(1)) {
    if (seen.has(e.table!)) throw badRequest('printTableDuplicate', { table: e.table! });
    seen.add(e.table!);
  }
  return named;
}

/** Print templates: administration, the selector, field discovery and print data. */
export class PrintDevService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    /** Runs print SQL; only the data-interface module's read-only runner. */
    private readonly runSql: PrintSqlRunner,
    /** Menu permissions, and who may read which record of a resource. */
    private readonly guard: PrintGuard,
  ) {}

  /** One page of templates matching the filters. */
  async list(query: PrintDevListQuery): Promise<Paged<PrintDevItem>> {
    const { currentPage, pageSize, keyword, categoryId, type } = query;
    const filter = { keyword, categoryId, type };
    const matching = filteredPrints(this.db, this.dialect, filter);
    const { total, rows } = await printRows.page(matching, printRows.orderOf(query), query);
    return { list: rows.map(toItem), pagination: { currentPage, pageSize, total } };
  }

  /** Enabled templates (optionally of one type), grouped by category. */
  async selector(type?: number): Promise<{ list: PrintDevSelectorNode[] }> {
    const rows = await printRows.list(filteredPrints(this.db, this.dialect, { type, enabledOnly: true }));
    const groups = new Map<string, PrintDevSelectorNode>();
    for (const r of rows.map(toItem)) {
      const key = r.categoryId ?? '';
      const node = groups.get(key) ?? { id: key, categoryId: key, children: [] };
      node.children.push({ id: r.id, fullName: r.fullName, enCode: r.enCode, type: r.type });
      groups.set(key, node);
    }
    return { list: [...groups.values()] };
  }

  /** The resources templates may name (those with a record reader), with their menus' names. */
  async resources(): Promise<{ list: PrintResourceOption[] }> {
    const menus = (await this.guard.access.catalog()).moduleByCode;
    const list = (await this.guard.records.allResources()).map((code) => ({
      code,
      fullName: menus.get(code)?.full_name ?? code,
    }));
    return { list };
  }

  /** One template. */
  async info(id: string): Promise<PrintDevInfo> {
    return toInfo(await this.row(id));
  }

  /** Creates a template; answers its id. */
  async create(body: PrintDevBody, user: SessionUser): Promise<{ id: string }> {
    const id = newId();
    await printRows.insert(this.db, id, await this.checked(body, user), user.userId, Date.now());
    return { id };
  }

  /** Edits a template; only an administrator may change its SQL. */
  async update(id: string, body: PrintDevBody, user: SessionUser): Promise<void> {
    const old = await this.row(id);
    await printRows.update(this.db, id, await this.checked(body, user, old), user.userId, Date.now());
  }

  /** Soft-deletes a template. */
  async remove(id: string, userId: string): Promise<void> {
    await this.row(id);
    await printRows.softDelete(this.db, id, userId, Date.now());
  }

  /** Copies a template under a suffixed name and a free code; answers the copy's id. */
  async copy(id: string, user: SessionUser, lang: Language): Promise<{ id: string }> {
    const info = toInfo(await this.row(id));
    const suffix = formatServerMessage('printCopySuffix', lang);
    const fullName = `${info.fullName.slice(0, 50 - suffix.length - 4)}${suffix}${Math.floor(Math.random() * 9000) + 1000}`;
    const newId_ = newId();
    await printRows.insert(
      this.db,
      newId_,
      this.values({ ...this.bodyOf(info), fullName, enCode: await this.freeCode(info.enCode) }),
      user.userId,
      Date.now(),
    );
    return { id: newId_ };
  }

  /** The template as an export file. */
  async exportFile(id: string): Promise<PrintDevExport> {
    const info = toInfo(await this.row(id));
    return { kind: 'printDev', version: 1, ...this.bodyOf(info) };
  }

  /** Imports an export file as a new template (a taken code gets a suffix); answers its id. */
  async importFile(text: string, user: SessionUser): Promise<{ id: string }> {
    const json = parseJson(text, (v) => v, null);
    // the request edge's text rule, for the text inside the file
    assertStorableText(json, 'file');
    const parsed = printDevExportSchema.safeParse(json);
    if (!parsed.success) throw badRequest('printImportInvalid');
    const { kind: _kind, version: _version, ...file } = parsed.data;
    const body: PrintDevBody = { ...file, enabledMark: 1, enCode: await this.freeCode(file.enCode) };
    return this.create(body, user);
  }

  /** The column names of each statement, run with a sample (or empty) record id. Administrators only. */
  async fields(body: PrintDevFieldsBody, user: SessionUser): Promise<PrintDevFields> {
    if (!user.isAdministrator) throw new AppError(ResultCode.Forbidden, 'printSqlAdminOnly');
    const entries = normalizedSql(body.sqlTemplate);
    const results = await this.run(entries, body.formId, user.userId, true);
    const columns = (i: number) => results[i]?.columns ?? Object.keys(results[i]?.rows[0] ?? {});
    return {
      main: entries.length ? columns(0) : [],
      tables: entries.slice(1).map((e, i) => ({ table: e.table!, fields: columns(i + 1) })),
    };
  }

  /**
   * Template and data of one record's print: the template must be enabled, and before its SQL runs
   * the record must be one the caller may read in the template's resource (ADR 0013).
   */
  async data(query: PrintDevDataQuery, user: SessionUser): Promise<PrintDevDataResult> {
    const info = toInfo(await this.row(query.id));
    if (info.enabledMark !== 1) throw badRequest('printDisabled');
    await checkPrintRecord(this.guard, info.resourceCode, query.formId, user);
    const entries = normalizedSql(info.sqlTemplate);
    const results = await this.run(entries, query.formId, user.userId);
    // the resource's form permissions: a field the caller may not see is left out (rulings 3)
    const hidden = info.resourceCode
      ? await this.guard.records.hiddenFields(info.resourceCode, user)
      : { main: new Set<string>(), child: new Set<string>() };
    const printData: PrintData = { ...toPrintRow(without(results[0]?.rows[0] ?? {}, hidden.main)) };
    entries.slice(1).forEach((e, i) => {
      printData[e.table!] = (results[i + 1]?.rows ?? []).map((r) => toPrintRow(without(r, hidden.child)));
    });
    return {
      fullName: info.fullName,
      printTemplate: info.printTemplate,
      printData,
      // Approval records come with the workflow module, which does not exist yet.
      operatorRecordList: [],
      pageParam: info.pageParam,
    };
  }

  /** Runs the statements in order; the runner's own refusals pass through, other failures are named. */
  private async run(entries: PrintSqlEntry[], formId: string, userId: string, detailed = false) {
    const results = [];
    for (const [i, e] of entries.entries()) {
      try {
        results.push(await this.runSql(e.sql, { formId, userId }));
      } catch (error) {
        if (error instanceof AppError) throw error;
        // The database's reason helps the administrator who is writing the SQL; others get none.
        const reason = detailed && error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : '-';
        throw badRequest('printSqlFailed', { n: i + 1, reason });
      }
    }
    return results;
  }

  private async row(id: string): Promise<PrintRow> {
    const row = await printRows.find(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  private bodyOf(info: PrintDevInfo): Omit<PrintDevExport, 'kind' | 'version'> & { enabledMark: 0 | 1 } {
    return {
      fullName: info.fullName,
      enCode: info.enCode,
      categoryId: info.categoryId,
      type: info.type,
      sqlTemplate: info.sqlTemplate,
      resourceCode: info.resourceCode,
      printTemplate: info.printTemplate,
      pageParam: info.pageParam,
      sortCode: info.sortCode,
      description: info.description,
      enabledMark: info.enabledMark === 0 ? 0 : 1,
    };
  }

  /** `code`, or `code_copyN` with the first free N. */
  private async freeCode(code: string): Promise<string> {
    if (!(await printRows.codeTaken(this.db, code))) return code;
    for (let n = 1; ; n += 1) {
      const candidate = `${code.slice(0, 40)}_copy${n}`;
      if (!(await printRows.codeTaken(this.db, candidate))) return candidate;
    }
  }

  private values(body: PrintDevBody, oldResource: string | null = null): PrintValues {
    return {
      resource_code: body.resourceCode === undefined ? oldResource : body.resourceCode || null,
      full_name: body.fullName,
      en_code: body.enCode,
      category_id: body.categoryId || null,
      type: body.type,
      sql_template: JSON.stringify(normalizedSql(body.sqlTemplate)),
      print_template: sanitizePrintTemplate(body.printTemplate),
      page_param: JSON.stringify(body.pageParam),
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description ?? null,
    };
  }

  private async checked(body: PrintDevBody, user: SessionUser, old?: PrintRow): Promise<PrintValues> {
    checkNameAndCode(body.fullName, 'x');
    if (body.enCode !== old?.en_code && !PRINT_CODE_RULE.pattern.test(body.enCode))
      throw badRequest('printCodeInvalid');
    if (await printRows.codeTaken(this.db, body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    const values = this.values(body, old?.resource_code ?? null);
    // Writing SQL is a database owner's power: others may edit everything but the statements.
    const before = old ? JSON.stringify(sqlOf(old)) : '[]';
    if (!user.isAdministrator && values.sql_template !== before)
      throw new AppError(ResultCode.Forbidden, 'printSqlAdminOnly');
    await checkResourceChange(this.guard.records, values.resource_code, old?.resource_code ?? null, user);
    return values;
  }
}
