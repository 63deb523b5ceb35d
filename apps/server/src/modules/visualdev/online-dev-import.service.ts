import {
  IMPORT_MAX_ROWS,
  ONLINE_IMPORT_ERROR_LABEL,
  ONLINE_IMPORT_FILE_NAMES,
  formatServerMessage,
  onlineDevImportRoutes,
  type ExcelFileLink,
  type ExcelUploadResult,
  type ImportHeader,
  type ImportPreview,
  type ImportResult,
  type Language,
  type OnlineImportFailedRow,
  type OnlineImportRow,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import { DynamicRepository } from '../../db/dynamic/dynamic-repository';
import { AppError, badRequest } from '../../lib/errors';
import { writeSheet, type SheetValue, type TempSheets } from '../../lib/excel';
import { readImportSheet } from '../../lib/excel-upload';
import type { SessionUser } from '../../plugins/types';
import { SUB_TABLE_FOREIGN_KEY, type DesignField } from './form-model.adapter';
import { IMPORTABLE_KEYS, ImportValues, type Fail } from './online-dev-import-values';
import { takenValues } from './online-dev-import.repository';
import type { Caller, OnlineDevListService } from './online-dev-list.service';
import type { BuiltRecord, Model, OnlineDevDeps, OnlineDevService } from './online-dev.service';

/** The fields of one caller's import: main fields, then each sub-table's columns. */
interface ImportColumns {
  main: DesignField[];
  tables: { vModel: string; label: string; columns: DesignField[] }[];
}

/** A record being imported: the row as sent, its reasons, and what it stores when it passes. */
interface Checked {
  row: OnlineImportRow;
  errors: string[];
  /** The record's values once its texts mapped without a problem. */
  input?: Record<string, unknown>;
  built?: BuiltRecord;
}

/** Bill numbers taken at the same time during an import. */
const NUMBERS_AT_ONCE = 8;

const DOWNLOAD = onlineDevImportRoutes.importDownload.path;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const join = (errors: string[], lang: Language) => errors.join(lang === 'en' ? '; ' : '；');
/** The id in a header title `label(id)`. */
const ID_IN_TITLE = /\(([^()]+)\)\s*$/;

/**
 * The import of a generated list (form-model.md §5.8, spec 02 §9, ruling 4): the template of the
 * fields the caller may write, the upload and preview (through the platform's import file reader:
 * .xls/.xlsx, under 2 MB, at most 1,500 rows, cell values only, never a formula), and the import.
 *
 * Every record goes through the runtime's own rules (`OnlineDevService.build`: required, patterns,
 * sub-table uniqueness, system fields, bill numbers, formulas) plus the text-to-value mapping and
 * the main table's uniqueness. The records that pass are written in ONE transaction (all or none,
 * which keeps 1,500 records with sub-rows under 2 s); a refused record never stops the others and
 * comes back in `failResult` with its reasons. Imports insert only (no update of existing rows),
 * so the data scope has no stored row to limit; the form permissions limit the fields.
 */
export class OnlineDevImportService {
  constructor(
    private readonly deps: OnlineDevDeps & { sheets: TempSheets },
    private readonly records: OnlineDevListService,
    private readonly onlineDev: OnlineDevService,
  ) {}

  /** The importable fields the caller may write (form permissions; the design's template choice). */
  private columns(c: Caller): ImportColumns {
    const chosen = new Set(c.design.uploaderTemplateJson?.selectKey ?? []);
    const required = (f: DesignField) => (f.field.__config__ as { required?: unknown }).required === true;
    const wanted = (id: string, f: DesignField) =>
      IMPORTABLE_KEYS.has(f.jnpfKey) && (!chosen.size || chosen.has(id) || required(f));
    const seen = this.records.visible(c, c.hiddenForm);
    const main = seen.main.filter((f) => wanted(f.vModel, f));
    const tables = seen.tables
      .map((t) => ({
        vModel: t.vModel,
        label: c.model.fields.tables.find((x) => x.vModel === t.vModel)?.label ?? t.vModel,
        columns: t.columns.filter((col) => wanted(`${t.vModel}-${col.vModel}`, col)),
      }))
      .filter((t) => t.columns.length);
    if (!main.length && !tables.length) throw badRequest('onlineDevImportNoFields');
    return { main, tables };
  }

  /** The file's column titles, `label(id)`, in order: main fields, then sub-table columns. */
  private titles(cols: ImportColumns): { id: string; title: string }[] {
    return [
      ...cols.main.map((f) => ({ id: f.vModel, title: `${f.label}(${f.vModel})` })),
      ...cols.tables.flatMap((t) =>
        t.columns.map((col) => {
          const id = `${t.vModel}-${col.vModel}`;
          return { id, title: `${t.label}-${col.label}(${id})` };
        }),
      ),
    ];
  }

  /** The import template: the column titles of the fields the caller may import. */
  async template(modelId: string, user: SessionUser, lang: Language): Promise<ExcelFileLink> {
    const c = await this.records.caller(modelId, user);
    const header = this.titles(this.columns(c)).map((t) => t.title);
    const bytes = await writeSheet(c.model.version.en_code, header, []);
    const name = ONLINE_IMPORT_FILE_NAMES[lang].template.replace('{name}', c.model.version.full_name);
    return this.link(modelId, user, name, bytes);
  }

  /** Checks an uploaded file (readable, bounded, a known column) and keeps it for the preview. */
  async upload(modelId: string, user: SessionUser, name: string, bytes: Buffer): Promise<ExcelUploadResult> {
    const c = await this.records.caller(modelId, user);
    this.layout(this.columns(c), (await readImportSheet(bytes))[0] ?? []);
    return { name, fileName: await this.deps.sheets.save(user.userId, 'upload', name, bytes) };
  }

  /** Which column id each header cell holds (by `(id)` or by title); refused when none is known. */
  private layout(cols: ImportColumns, head: string[]): (string | null)[] {
    const titles = this.titles(cols);
    const ids = new Set(titles.map((t) => t.id));
    const layout = head.map((cell) => {
      const id = ID_IN_TITLE.exec(cell)?.[1];
      if (id && ids.has(id)) return id;
      return titles.find((t) => t.title === cell || t.title.replace(ID_IN_TITLE, '') === cell)?.id ?? null;
    });
    if (!layout.some(Boolean)) throw badRequest('importHeaderInvalid');
    return layout;
  }

  /** The uploaded file's records (a line without main values continues the record above). */
  async preview(
    modelId: string,
    user: SessionUser,
    fileName: string,
    lang: Language,
  ): Promise<ImportPreview<OnlineImportRow>> {
    const c = await this.records.caller(modelId, user);
    const cols = this.columns(c);
    const file = await this.deps.sheets.read(user.userId, 'upload', fileName);
    if (!file) throw badRequest('importFileExpired');
    const [head = [], ...body] = await readImportSheet(file.bytes);
    const layout = this.layout(cols, head);
    const dataRow: OnlineImportRow[] = [];
    for (const cells of body) {
      const main: OnlineImportRow = {};
      const subs = new Map<string, Record<string, string>>();
      layout.forEach((id, i) => {
        const value = cells[i] ?? '';
        if (!id || value === '') return;
        const dash = id.indexOf('-');
        const table = dash > 0 ? cols.tables.find((t) => t.vModel === id.slice(0, dash)) : undefined;
        if (!table) return void (main[id] = value);
        subs.set(table.vModel, { ...subs.get(table.vModel), [id.slice(dash + 1)]: value });
      });
      const hasMain = Object.keys(main).length > 0;
      if (!hasMain && !subs.size) continue;
      const last = dataRow[dataRow.length - 1];
      const record = !hasMain && last ? last : main;
      if (record === main) {
        for (const f of cols.main) record[f.vModel] ??= '';
        for (const t of cols.tables) record[t.vModel] = [];
        dataRow.push(record);
      }
      for (const [vModel, sub] of subs) (record[vModel] as Record<string, string>[]).push(sub);
    }
    const headerRow: ImportHeader[] = [
      ...cols.main.map((f) => ({ id: f.vModel, fullName: f.label, jnpfKey: f.jnpfKey })),
      ...cols.tables.map((t) => ({
        id: t.vModel,
        fullName: t.label,
        jnpfKey: 'table',
        children: t.columns.map((col) => ({ id: col.vModel, fullName: col.label, jnpfKey: col.jnpfKey })),
      })),
    ];
    const checked = await this.check(c, cols, dataRow, user, lang, true);
    const checks = checked.map((r) => ({ valid: !r.errors.length, errorsInfo: join(r.errors, lang) }));
    return { headerRow, dataRow, checks };
  }

  /** Every record with its reasons and, when it passes, what it stores; nothing is written. */
  private async check(
    c: Caller,
    cols: ImportColumns,
    list: OnlineImportRow[],
    user: SessionUser,
    lang: Language,
    dryRun = false,
  ): Promise<Checked[]> {
    // a preview hands out no bill numbers: the numbering fields are left to the import
    const model: Model = dryRun
      ? {
          ...c.model,
          fields: { ...c.model.fields, main: c.model.fields.main.filter((f) => f.jnpfKey !== 'billRule') },
        }
      : c.model;
    const vars = await this.deps.dataScope.variables(user.userId);
    const values = new ImportValues(this.deps.db, {
      userId: user.userId,
      organizeId: vars.organizeId,
      positionId: vars.positionId,
    });
    const subRows = (row: OnlineImportRow, vModel: string) =>
      Array.isArray(row[vModel]) ? (row[vModel] as Record<string, unknown>[]) : [];
    await values.prepare([...cols.main, ...cols.tables.flatMap((t) => t.columns)], (f) =>
      f.table
        ? list.flatMap((r) => subRows(r, f.table!).map((s) => text(s[f.vModel])))
        : list.map((r) => text(r[f.vModel])),
    );
    const uniques = cols.main.filter((f) => f.field.__config__.unique === true);
    const seen = new Map(uniques.map((f) => [f.vModel, new Set<string>()]));
    const out: Checked[] = [];
    for (const row of list) {
      const item: Checked = { row, errors: [] };
      out.push(item);
      const fail: Fail = (key, params) => item.errors.push(formatServerMessage(key, lang, params));
      const input: Record<string, unknown> = {};
      for (const f of cols.main) input[f.vModel] = values.value(f, text(row[f.vModel]), fail);
      for (const t of cols.tables)
        input[t.vModel] = subRows(row, t.vModel).map((s) =>
          Object.fromEntries(
            t.columns.map((col) => [col.vModel, values.value(col, text(s[col.vModel]), fail)]),
          ),
        );
      for (const f of uniques) {
        const v = text(row[f.vModel]);
        if (!v) continue;
        if (seen.get(f.vModel)!.has(v))
          fail('onlineDevImportRepeated', { field: f.label, value: v.slice(0, 100) });
        seen.get(f.vModel)!.add(v);
      }
      if (!item.errors.length) item.input = input;
    }
    if (!dryRun) await this.issueNumbers(model, out);
    for (const item of out) {
      if (!item.input) continue;
      try {
        item.built = await this.onlineDev.build(model, item.input, {
          userId: user.userId,
          organizeId: vars.organizeId,
          positionId: vars.positionId,
          now: Date.now(),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        item.errors.push(formatServerMessage(error.messageKey, lang, error.params));
      }
    }
    await this.refuseTaken(model, out, lang);
    return out;
  }

  /**
   * The bill numbers of the records about to be built, taken a few at a time (each number is its
   * own atomic write: one by one, 1,500 of them would take most of an import) and handed out in
   * order, so the file's order is the numbers' order.
   */
  private async issueNumbers(model: Model, list: Checked[]): Promise<void> {
    const ready = list.filter((item) => item.input);
    for (const f of model.fields.main.filter((x) => x.jnpfKey === 'billRule')) {
      const rule = (f.field.__config__ as { rule?: unknown }).rule;
      if (typeof rule !== 'string' || !rule) continue;
      const numbers: string[] = [];
      for (let i = 0; i < ready.length; i += NUMBERS_AT_ONCE) {
        const batch = ready.slice(i, i + NUMBERS_AT_ONCE);
        numbers.push(...(await Promise.all(batch.map(() => this.deps.billRule.billNumber(rule)))));
      }
      numbers.sort();
      ready.forEach((item, i) => (item.input![f.vModel] = numbers[i]));
    }
  }

  /** Unique main fields: a record whose value a stored row holds fails (one query per field). */
  private async refuseTaken(model: Model, list: Checked[], lang: Language): Promise<void> {
    for (const f of model.fields.main.filter((x) => x.field.__config__.unique === true)) {
      const valueOf = (item: Checked) => {
        const v = item.built?.main[f.vModel];
        return typeof v === 'string' ? v.trim() : typeof v === 'number' ? v : undefined;
      };
      const values = list.map(valueOf).filter((v): v is string | number => v !== undefined && v !== '');
      const taken = await takenValues(this.deps.db, model.tables.main.name, f.vModel, [...new Set(values)]);
      for (const item of list) {
        const v = valueOf(item);
        if (v === undefined || !taken.has(String(v))) continue;
        item.errors.push(formatServerMessage('visualDevDuplicate', lang, { label: f.label }));
        item.built = undefined;
      }
    }
  }

  /** Imports the records: the ones that pass in one transaction; the others reported. */
  async import(
    modelId: string,
    list: OnlineImportRow[],
    user: SessionUser,
    lang: Language,
  ): Promise<ImportResult<OnlineImportRow>> {
    if (!list.length) throw badRequest('importDataEmpty');
    if (list.length > IMPORT_MAX_ROWS) throw badRequest('importTooManyRows', { max: IMPORT_MAX_ROWS });
    const c = await this.records.caller(modelId, user);
    const cols = this.columns(c);
    const checked = await this.check(c, cols, list, user, lang);
    const ready = checked.filter((r) => r.built);
    const { db, dialect, events } = this.deps;
    const access = { ...c.access, scope: undefined };
    try {
      await db.transaction().execute(async (trx) => {
        const conn = trx as unknown as Kysely<unknown>;
        const main = new DynamicRepository(conn, dialect, c.model.tables.main, events);
        const ids = await main.insertMany(
          ready.map((r) => r.built!.main),
          access,
        );
        for (const sub of c.model.tables.subTables) {
          const rows = ready.flatMap((r, i) =>
            (r.built!.subRows.find((x) => x.vModel === sub.vModel)?.rows ?? []).map((row) => ({
              ...row,
              [SUB_TABLE_FOREIGN_KEY]: ids[i],
            })),
          );
          if (rows.length)
            await new DynamicRepository(conn, dialect, sub.table, events).insertMany(rows, access);
        }
      });
    } catch (error) {
      // the batch is all or none: a refusal (a value taken meanwhile) fails every record that
      // passed the checks, with its reason; anything else fails the call (logged by the handler)
      if (!(error instanceof AppError)) throw error;
      const reason = formatServerMessage(error.messageKey, lang, error.params);
      for (const r of ready) r.errors.push(reason);
    }
    const failResult: OnlineImportFailedRow[] = checked
      .filter((r) => r.errors.length)
      .map(({ row, errors }) => ({ ...row, errorsInfo: join(errors, lang) }));
    const snum = list.length - failResult.length;
    return { snum, fnum: failResult.length, resultType: failResult.length ? 1 : 0, failResult };
  }

  /** The failed records as a file: the template's columns (sub-rows on lines of their own), the reasons. */
  async exportErrors(
    modelId: string,
    list: OnlineImportRow[],
    user: SessionUser,
    lang: Language,
  ): Promise<ExcelFileLink> {
    const c = await this.records.caller(modelId, user);
    const cols = this.columns(c);
    const titles = this.titles(cols);
    const lines: SheetValue[][] = [];
    for (const row of list) {
      const subs = cols.tables.map((t) =>
        Array.isArray(row[t.vModel]) ? (row[t.vModel] as Record<string, unknown>[]) : [],
      );
      const height = Math.max(1, ...subs.map((s) => s.length));
      for (let i = 0; i < height; i++) {
        const line: SheetValue[] = [];
        for (const f of cols.main) line.push(i ? '' : text(row[f.vModel]));
        cols.tables.forEach((t, ti) => {
          for (const col of t.columns) line.push(text(subs[ti]![i]?.[col.vModel]));
        });
        line.push(i ? '' : text(row.errorsInfo));
        lines.push(line);
      }
    }
    const header = [...titles.map((t) => t.title), ONLINE_IMPORT_ERROR_LABEL[lang]];
    const bytes = await writeSheet(c.model.version.en_code, header, lines);
    const name = ONLINE_IMPORT_FILE_NAMES[lang].errors.replace('{name}', c.model.version.full_name);
    return this.link(modelId, user, name, bytes);
  }

  /** A template or failed-rows file of this caller (400 when unknown, expired or someone else's). */
  async download(user: SessionUser, fileName: string): Promise<{ name: string; bytes: Buffer }> {
    const file = await this.deps.sheets.read(user.userId, 'download', fileName);
    if (!file) throw badRequest('importFileExpired');
    return file;
  }

  private async link(
    modelId: string,
    user: SessionUser,
    name: string,
    bytes: Buffer,
  ): Promise<ExcelFileLink> {
    const stored = await this.deps.sheets.save(user.userId, 'download', name, bytes);
    return {
      name,
      url: DOWNLOAD.replace(':modelId', encodeURIComponent(modelId)).replace(':fileName', stored),
    };
  }
}
